/**
 * Every match of a global regex in `s`, as `s.matchAll(re)` gives them, without its copy of the regex.
 * matchAll constructs a new RegExp on every call; for the rules' long expressions that copy, and V8
 * compiling the copy again whenever its cache has let go of the source, cost more than the matching
 * itself (engine.ts runs a few dozen rules per text; profile of bench:compliance texts). Here the
 * compiled regex itself is run from index 0, and an empty match steps on one character, one code
 * point under the `u`/`v` flags (ECMAScript AdvanceStringIndex), as matchAll does.
 * The matches are collected before the caller reads any, so a caller may run the same regex again.
 */
export const allMatches = (re: RegExp, s: string): RegExpExecArray[] => {
  if (!re.global) throw new TypeError(`allMatches needs a global regex: ${re}`);
  const unicode = /[uv]/.test(re.flags);
  const out: RegExpExecArray[] = [];
  re.lastIndex = 0;
  for (let m = re.exec(s); m; m = re.exec(s)) {
    out.push(m);
    if (m[0] === '') {
      const at = re.lastIndex;
      const wide = unicode && at + 1 < s.length && (s.codePointAt(at) ?? 0) > 0xffff;
      re.lastIndex = at + (wide ? 2 : 1);
    }
  }
  return out;
};
