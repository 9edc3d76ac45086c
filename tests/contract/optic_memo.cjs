// Run the pinned Optic CLI (node_modules/@useoptic/optic, argv as `optic ...`) with two pure
// functions of its JSON-pointer helpers memoized (issue 37; tests/contract/test_breaking_changes.py).
//
// Optic's rule runner rebuilds every operation's facts for each of its responses and each
// rule, and each fact looks its value up again by its JSON pointer: the same pointer strings
// are split and unescaped millions of times (~60 % of a run's CPU, measured with
// --cpu-prof, 2026-12-06). `decode` (a pointer to its tokens) and `pop` (a pointer to its
// parent's) depend on the string alone; `get` is Optic's own, handed the decoded tokens
// (it accepts them, and reads them only). Nothing else changes: the same rules run on the
// same facts, and the report is the same byte for byte (26.5 -> 11.3 CPU s).
"use strict";
const path = require("path");

const optic = path.join(__dirname, "..", "..", "node_modules", "@useoptic", "optic");
const fromOptic = (name) => require.resolve(name, { paths: [path.join(optic, "build")] });
// one copy of the helpers, the one Optic's rule runner and utilities load
const helpersFile = fromOptic("@useoptic/json-pointer-helpers");
for (const user of ["@useoptic/rulesets-base", "@useoptic/openapi-utilities"]) {
  const other = require.resolve("@useoptic/json-pointer-helpers", { paths: [path.dirname(fromOptic(user))] });
  if (other !== helpersFile) throw new Error(`two copies of @useoptic/json-pointer-helpers: ${helpersFile} ${other}`);
}
const helpers = require(helpersFile).jsonPointerHelpers;
const version = require(path.join(path.dirname(helpersFile), "..", "package.json")).version;
if (version !== "1.0.9") throw new Error(`optic_memo.cjs was written for @useoptic/json-pointer-helpers 1.0.9, not ${version}`);

function memo(f) {
  const seen = new Map();
  return (s) => {
    if (typeof s !== "string") return f(s);
    let v = seen.get(s);
    if (v === undefined) {
      v = f(s);
      seen.set(s, v);
    }
    return v;
  };
}

const tokens = memo(helpers.decode);
const get = helpers.get;
helpers.get = (obj, pointer) => get(obj, typeof pointer === "string" ? tokens(pointer) : pointer);
helpers.pop = memo(helpers.pop);

require(path.join(optic, "build", "index.js"));
