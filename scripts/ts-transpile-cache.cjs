'use strict';
/**
 * ts-node's own transpile, remembered on disk (docs/testing.md, "Suite time").
 *
 * tap runs every test file through ts-node in a fresh process, which transpiles the whole
 * app graph again each time: about 3.5 s of CPU per file, the largest fixed cost of a file.
 * This module is the `transpiler` of scripts/tsconfig.tap.json. It calls exactly what ts-node
 * calls without it (its `createTsTranspileModule`, same compiler options, same module format
 * argument), so the JavaScript and source maps — and with them V8 coverage — are the same
 * bytes; it only keeps each result in the temp directory, keyed by a hash of everything the
 * output depends on (TypeScript version, compiler options, module format, file name, source).
 * A file with diagnostics is never cached, so ts-node still reports its syntax errors.
 */
const { createHash } = require('node:crypto');
const { mkdirSync, readFileSync, renameSync, writeFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const path = require('node:path');

const FORMAT = 1;
const cacheDir = path.join(tmpdir(), 'mindmark-ts-cache');

exports.create = function create({ service, nodeModuleEmitKind }) {
  const ts = require(service.projectLocalResolveHelper(service.options.compiler || 'typescript', true));
  // The ts-node tap loads (its package exports do not list this file, hence the path).
  const tsNodeMain = require.resolve('@isaacs/ts-node-temp-fork-for-pr-2009');
  const { createTsTranspileModule } = require(path.join(path.dirname(tsNodeMain), 'ts-transpile-module.js'));
  const compilerOptions = service.config.options;
  const transpileModule = createTsTranspileModule(ts, {
    compilerOptions,
    reportDiagnostics: true,
    transformers: service.options.transformers,
  });
  const impliedFormat = nodeModuleEmitKind === 'nodeesm' ? 'module' : 'commonjs';
  const salt = JSON.stringify([FORMAT, ts.version, compilerOptions, nodeModuleEmitKind ?? null]);
  let dirReady = false;
  return {
    transpile(input, { fileName }) {
      const key = createHash('sha256')
        .update(salt)
        .update('\0')
        .update(fileName)
        .update('\0')
        .update(input)
        .digest('hex');
      const file = path.join(cacheDir, `${key}.json`);
      try {
        return JSON.parse(readFileSync(file, 'utf8'));
      } catch {
        // not cached yet (or unreadable): transpile
      }
      const result = transpileModule(input, { fileName }, impliedFormat);
      if (result.diagnostics?.length) return result;
      const out = { outputText: result.outputText, sourceMapText: result.sourceMapText };
      try {
        if (!dirReady) mkdirSync(cacheDir, { recursive: true });
        dirReady = true;
        // Written under a unique name and renamed: a reader never sees half a file.
        const building = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
        writeFileSync(building, JSON.stringify(out));
        renameSync(building, file);
      } catch {
        // a cache that cannot be written only costs time
      }
      return out;
    },
  };
};
