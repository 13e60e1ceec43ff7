/**
 * A schema built at its first use. The service worker starts again for every event after
 * idling, and most starts use one or two of Lisan's schemas: building all of them at
 * import held ~0.4 MB of its heap. `z.lazy` defers too, but each of its shells costs
 * ~1.2 KB at import; this stand-in (a Proxy that builds the schema when first touched
 * and forwards everything to it) costs a tenth of that. It is typed as the schema itself,
 * parses, nests in other schemas, and shows its `shape`, exactly as the schema would.
 */
export function lazySchema<Schema extends object>(build: () => Schema): Schema {
  let built: Schema | undefined;
  const schema = () => {
    built ??= build();
    return built;
  };
  return new Proxy({} as Schema, {
    get: (_, key) => Reflect.get(schema(), key, schema()),
    has: (_, key) => Reflect.has(schema(), key),
    set: (_, key, value) => Reflect.set(schema(), key, value),
    defineProperty: (_, key, descriptor) => Reflect.defineProperty(schema(), key, descriptor),
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
  });
}
