/**
 * Wraps a domain → wire mapping so each domain object is mapped once. An answer served from the read cache is
 * the same object on every hit; mapped once, it keeps one wire object, whose JSON the envelope then encodes
 * once too (`ok` in envelope.ts).
 */
export function mapOnce<Domain extends object, Wire>(
  map: (domain: Domain) => Wire,
): (domain: Domain) => Wire {
  const mapped = new WeakMap<Domain, Wire>();
  return (domain) => {
    let wire = mapped.get(domain);
    if (wire === undefined) {
      wire = map(domain);
      mapped.set(domain, wire);
    }
    return wire;
  };
}
