// Run the pinned Optic CLI (node_modules/@useoptic/optic, argv as `optic ...`) with two pure
// functions of its JSON-pointer helpers memoized (issue 37; tests/contract/test_breaking_changes.py).
//
// Optic's rule runner rebuilds every operation's facts for each of its responses and each
// rule, and each fact looks its value up again by its JSON pointer: the same pointer strings
// are split and unescaped millions of times (~60 % of a run's CPU, measured with
// --cpu-prof, 2026-12-06). `decode` (a pointer to its tokens) and `pop` (a pointer to its
// parent's) depend on the string alone; `get` is Optic's own, handed the decoded tokens
// (it accepts them, and reads them only); and each operation's and response's view is built
// once (below). Nothing else changes: the same rules run on the same facts, and the report
// is the same byte for byte, passing or failing (26.5 -> 11.3 -> 8.3 CPU s).
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

// createOperation and createResponse build the view of one fact node on one side ("before"
// with the base spec, "after" with the head's) that the rules read; the runner built each
// again for every response and rule of its operation. The same node, side and spec give
// the same view (the rules only read it: the breaking-changes helpers sort and push arrays
// of their own), so each is built once.
const constructors = require(path.join(path.dirname(fromOptic("@useoptic/rulesets-base")), "rule-runner",
                                       "data-constructors.js"));
function memoView(f) {
  const seen = new WeakMap();
  return (node, key, spec) => {
    if (typeof node !== "object" || node === null) return f(node, key, spec);
    let views = seen.get(node);
    if (!views) seen.set(node, (views = new Map()));
    const hit = views.get(key);
    if (hit && hit.spec === spec) return hit.view;
    const view = f(node, key, spec);
    views.set(key, { spec, view });
    return view;
  };
}
// both are called through the module's exports (createOperation calls exports.createResponse)
constructors.createOperation = memoView(constructors.createOperation);
constructors.createResponse = memoView(constructors.createResponse);

require(path.join(optic, "build", "index.js"));
