// Run the pinned Spectral CLI (node_modules/@stoplight/spectral-cli, argv as `spectral ...`)
// with ajv's `compile` memoized by the schema's content (issue 37;
// tests/contract/test_spec_lint.py).
//
// spectral:oas validates every example and default of the spec against its schema
// (oas3-valid-media-example, oas3-valid-schema-example ...): Spectral's `schema` function
// compiles a validator for each schema *object* it meets (a WeakMap by identity), and the
// resolved document holds a new object at each place a component is referenced, so ajv
// compiled 1,397 validators for 184 distinct schemas (measured 2026-12-06), compiling being
// most of a run's CPU after Node's start. A validator depends on the schema's content and the
// ajv instance (its options and the meta-schemas added to it) alone: compiled once per
// instance and content (the schema's JSON text, and `_meta`), it is handed back for another
// object of the same content. A compile that throws is not remembered (it throws again).
// Nothing else changes: the same rules run on the same document with the same validators,
// and the report is the same byte for byte, with findings or without (test_spec_lint.py's
// negative control runs this wrapper over a spec with a broken example).
"use strict";
const path = require("path");

const cli = require.resolve("@stoplight/spectral-cli/dist/index.js",
                            { paths: [path.join(__dirname, "..", "..")] });
const functions = require.resolve("@stoplight/spectral-functions", { paths: [path.dirname(cli)] });
const coreFile = require.resolve("ajv/dist/core", { paths: [path.dirname(functions)] });
// one copy of ajv's core: the one Spectral's schema function and ajv-draft-04 extend
for (const m of ["ajv", "ajv/dist/2019", "ajv/dist/2020", "ajv-draft-04"]) {
  const file = require.resolve(m, { paths: [path.dirname(functions)] });
  const core = require.resolve("ajv/dist/core", { paths: [path.dirname(file)] });
  if (core !== coreFile) throw new Error(`two copies of ajv's core: ${coreFile} ${core}`);
}
const version = require(require.resolve("ajv/package.json", { paths: [path.dirname(functions)] })).version;
if (version !== "8.20.0") throw new Error(`spectral_memo.cjs was written for ajv 8.20.0, not ${version}`);

const Ajv = require(coreFile).default;
const compile = Ajv.prototype.compile;
const compiled = new WeakMap();   // ajv instance -> Map(key -> validator)
Ajv.prototype.compile = function (schema, _meta) {
  let key;
  try {
    key = `${_meta === undefined ? "" : String(_meta)}\0${JSON.stringify(schema)}`;
  } catch {
    return compile.call(this, schema, _meta);   // not JSON text (a cycle): as before
  }
  let mine = compiled.get(this);
  if (!mine) compiled.set(this, (mine = new Map()));
  let validate = mine.get(key);
  if (validate === undefined) {
    validate = compile.call(this, schema, _meta);
    mine.set(key, validate);
  }
  return validate;
};

process.argv[1] = cli;
require(cli);
