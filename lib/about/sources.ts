/**
 * What Lisan ships that others made, besides npm code: the data and the font, each with the
 * attribution its licence asks for. One list for the options' About section and for the
 * notices file the build writes into each package (scripts/build/notices.ts).
 */
export interface ShippedSource {
  /** Key of its one-line description in the pages' strings (lib/i18n/about-messages.ts). */
  readonly id: 'lemmas' | 'verbs' | 'font';
  /** The attribution as its licence asks for it, in the authors' own words: never translated. */
  readonly attribution: string;
  /** SPDX identifier of the licence Lisan takes it under. */
  readonly licence: string;
  readonly url: string;
  /** Where its own notice lies inside the package, when it has one. */
  readonly noticeFile?: string;
}

export const SHIPPED_SOURCES: readonly ShippedSource[] = [
  {
    id: 'lemmas',
    attribution:
      'hunspell-ar (Ayaspell 3.2) Arabic dictionary, Copyright (c) 2006-2008 Mohamed Kebdani',
    licence: 'MPL-1.1',
    url: 'https://ayaspell.sourceforge.net/',
    noticeFile: 'lemmas/NOTICE.txt',
  },
  {
    id: 'verbs',
    attribution: 'Camel Morph MSA verb lexicon, CAMeL Lab, NYU Abu Dhabi, CC BY 4.0',
    licence: 'CC-BY-4.0',
    url: 'https://github.com/CAMeL-Lab/camel_morph',
  },
  {
    id: 'font',
    attribution: 'Noto Naskh Arabic, Copyright 2022 The Noto Project Authors',
    licence: 'OFL-1.1',
    url: 'https://github.com/notofonts/arabic',
  },
];

/** The project's home: the manifests' homepage_url, the changelog's and policy's links. */
export const LISAN_HOMEPAGE = 'https://github.com/lisan-reader/lisan';
/** Lisan's own licence (LICENSE at the repository's root). */
export const LISAN_LICENCE = 'MIT';
/** The notices file at the root of each package, written by the build. */
export const NOTICES_FILE = 'THIRD-PARTY-NOTICES.txt';
