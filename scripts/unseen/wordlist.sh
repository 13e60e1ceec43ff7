#!/usr/bin/env bash
# The Arabic word list of tesseract-ocr-ara (Apache-2.0), unpacked from its traineddata: the
# words nobody tuned the analyser on, which npm run unseen -- sample draws from. Not
# committed (about 113,000 words); this makes it again. Needs Debian's tesseract-ocr and
# tesseract-ocr-ara (apt-get install -y tesseract-ocr tesseract-ocr-ara).
# Usage: bash scripts/unseen/wordlist.sh [OUT]   (default unseen-results/words.txt)
set -euo pipefail
out=${1:-unseen-results/words.txt}
data=$(find /usr/share/tesseract-ocr -name ara.traineddata | head -n 1)
if [ -z "$data" ]; then
  echo "ara.traineddata not found: apt-get install -y tesseract-ocr tesseract-ocr-ara" >&2
  exit 1
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp "$data" "$work/ara.traineddata"
# -u unpacks every component; the LSTM model's word dawg and its unicharset are the list.
combine_tessdata -u "$work/ara.traineddata" "$work/ara." > /dev/null 2>&1
mkdir -p "$(dirname "$out")"
dawg2wordlist "$work/ara.lstm-unicharset" "$work/ara.lstm-word-dawg" "$out" > /dev/null 2>&1
echo "$(wc -l < "$out") words → $out"
