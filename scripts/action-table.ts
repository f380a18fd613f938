// Builds docs/inputs.md's inputs/outputs tables from action.yml, so the two cannot drift:
// `npx tsx scripts/action-table.ts` prints them; a test checks docs/inputs.md holds them.
import { readFileSync } from "node:fs";
import { INPUT_DEFAULTS } from "../src/config.js";
import { isPolicyInput } from "../src/policy/fields.js";

interface Entry {
  name: string;
  description: string;
  default?: string;
}

function section(yml: string, name: string): string {
  const start = yml.indexOf(`\n${name}:\n`);
  if (start < 0) throw new Error(`action.yml has no ${name}: section`);
  const rest = yml.slice(start + name.length + 3);
  const end = rest.search(/\n[a-z]/);
  return end < 0 ? rest : rest.slice(0, end);
}

function entries(block: string): Entry[] {
  const out: Entry[] = [];
  for (const part of block.split(/^ {2}(?=[a-z0-9-]+:$)/m).slice(1)) {
    const name = part.slice(0, part.indexOf(":"));
    const unquote = (s: string) => s.trim().replace(/^(["'])(.*)\1$/, "$2");
    const d = part.match(/^ {4}description: (.*)$/m);
    const def = part.match(/^ {4}default: (.*)$/m);
    out.push({
      name,
      description: d ? unquote(d[1]) : "",
      ...(def ? { default: unquote(def[1]) } : {}),
    });
  }
  return out;
}

// Pipes would split the cell; angle brackets would read as HTML tags and vanish.
const cell = (s: string) => s.replace(/\|/g, "\\|").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export function actionTables(yml: string): string {
  const inputs = entries(section(yml, "inputs"));
  const outputs = entries(section(yml, "outputs"));
  const lines = ["| input | default | what it does |", "|---|---|---|"];
  for (const i of inputs) {
    // A policy input's action.yml default is empty; its value when nothing sets it is the config's.
    const policy = isPolicyInput(i.name);
    const dflt = policy ? INPUT_DEFAULTS[i.name] : i.default;
    const shown = (dflt ? "`" + cell(dflt) + "`" : "") + (policy ? " (policy)" : "");
    lines.push(`| \`${i.name}\` | ${shown.trim()} | ${cell(i.description)} |`);
  }
  lines.push("", "| output | what it holds |", "|---|---|");
  for (const o of outputs) lines.push(`| \`${o.name}\` | ${cell(o.description)} |`);
  return lines.join("\n");
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split("/").pop()!)) {
  console.log(actionTables(readFileSync("action.yml", "utf8")));
}
