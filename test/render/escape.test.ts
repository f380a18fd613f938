import { marked, type Tokens } from "marked";
import { describe, expect, it } from "vitest";
import {
  capLength,
  codeBlock,
  codeBlockContent,
  codeSpan,
  escapeCell,
  escapeHtml,
  escapeInline,
  hiddenMarker,
  markerKey,
  plainText,
} from "../../src/render/escape.js";
import { HOSTILE, hasHiddenChar } from "./sample-report.js";

const html = (md: string) => marked.parse(md, { async: false, gfm: true });
const inline = (md: string) => marked.parseInline(md, { async: false, gfm: true });

/** Inert means: no element, link or image came out of the data, and no mention or URL survives whole. */
function expectInert(md: string, rendered: string) {
  expect(rendered).not.toMatch(/<(script|img|a|iframe|h[1-6]|blockquote|ul|ol|li)\b/i);
  expect(md).not.toMatch(/@(?!&#8203;)/);
  expect(md).not.toMatch(/:\/\//);
  expect(md).not.toMatch(/www\./i);
  expect(hasHiddenChar(md)).toBe(false);
}

describe("escapeInline", () => {
  it.each(HOSTILE)("keeps %j inert", (s) => {
    const md = escapeInline(s);
    expectInert(md, html(md));
  });

  it("shows the text a reader expects", () => {
    expect(inline(escapeInline("task_1 *bold* a|b"))).toBe("task_1 *bold* a|b");
    expect(inline(escapeInline("<b>x</b> & y"))).toBe("&lt;b&gt;x&lt;/b&gt; &amp; y");
  });

  it.each([
    "# Title",
    "- item",
    "+ item",
    "1. item",
    "2) item",
    "> quote",
    "    code",
    "===",
    "---",
    "***",
  ])("does not start a block with %j", (s) => {
    const tokens = marked.lexer("intro\n" + escapeInline(s));
    expect(tokens.map((t) => t.type)).toEqual(["paragraph"]);
    const alone = marked.lexer(escapeInline(s));
    expect(alone.map((t) => t.type)).toEqual(["paragraph"]);
  });

  it("puts everything on one line", () => {
    expect(escapeInline("a\nb\r\nc\u2028d\te")).toBe("a b c d e");
  });

  it("caps the length with an ellipsis and stays fast on a giant input", () => {
    expect(escapeInline("a".repeat(10_000), 100)).toBe("a".repeat(99) + "…");
    const giant = "\u0000".repeat(5_000_000) + "b".repeat(5_000_000);
    const t0 = performance.now();
    const out = escapeInline(giant, 50);
    expect(performance.now() - t0).toBeLessThan(500);
    // All that was looked at were controls; the cut is still marked.
    expect(out).toBe("…");
  });
});

describe("escapeCell", () => {
  it("cannot add or remove a table cell", () => {
    for (const s of [...HOSTILE, "a\\|b", "a\\\\|b", "\\", "|"]) {
      const md = `| a | b |\n|---|---|\n| ${escapeCell(s)} | ${escapeCell(s)} |\n`;
      const table = marked.lexer(md).find((t) => t.type === "table") as Tokens.Table;
      expect(table.rows).toHaveLength(1);
      expect(table.rows[0]).toHaveLength(2);
      expectInert(md, html(md));
    }
  });

  it("never leaves a cell empty", () => {
    expect(escapeCell("")).toBe(" ");
  });
});

describe("codeSpan", () => {
  it("keeps backticks inside the span", () => {
    for (const s of ["a``b`", "`start", "end`", "```", "plain"]) {
      expect(inline(codeSpan(s))).toBe(`<code>${s}</code>`);
    }
  });

  it("shows HTML and mentions as text", () => {
    expect(inline(codeSpan("<script>@octocat</script>"))).toBe(
      "<code>&lt;script&gt;@octocat&lt;/script&gt;</code>",
    );
  });

  it("a backslash before a pipe cannot split the cell", () => {
    for (const s of ["a\\|b", "a\\\\|b", "\\|", "|\\"]) {
      const md = `| a | b |\n|---|---|\n| ${codeSpan(s, { table: true })} | z |\n`;
      const table = marked.lexer(md).find((t) => t.type === "table") as Tokens.Table;
      expect(table.rows[0]!.map((c) => c.text.replace(/\u200b/g, ""))).toEqual([
        codeSpan(s).replace(/\|/g, "|"),
        "z",
      ]);
    }
  });

  it("escapes pipes in a table cell", () => {
    const md = `| a | b |\n|---|---|\n| ${codeSpan("x|y", { table: true })} | z |\n`;
    const table = marked.lexer(md).find((t) => t.type === "table") as Tokens.Table;
    expect(table.rows[0]).toHaveLength(2);
    expect(html(md)).toContain("<code>x|y</code>");
  });

  it("flattens newlines and removes controls", () => {
    expect(codeSpan("a\nb\u202e\u0000c")).toBe("`a bc`");
  });
});

describe("codeBlock", () => {
  it("cannot be closed by the content", () => {
    const content = "before\n```\n<script>x</script>\n~~~\n````js\nafter";
    const md = codeBlock(content, "text") + "\n\n# outside";
    const tokens = marked.lexer(md).filter((t) => t.type !== "space");
    expect(tokens[0]!.type).toBe("code");
    expect((tokens[0] as Tokens.Code).lang).toBe("text");
    expect((tokens[0] as Tokens.Code).text.replace(/\u200b/g, "")).toBe(content);
    expect(tokens[1]!.type).toBe("heading");
    expect(tokens).toHaveLength(2);
  });

  it("reduces the info string and caps lines", () => {
    expect(codeBlock("x", "js\n```").split("\n")[0]).toBe("```js");
    const body = codeBlockContent(Array.from({ length: 200 }, (_, i) => `l${i}`).join("\n"), {
      maxLines: 5,
    });
    expect(body.split("\n")).toEqual(["l0", "l1", "l2", "l3", "l4", "…"]);
  });
});

describe("hiddenMarker", () => {
  it("builds the marker from the check name", () => {
    expect(hiddenMarker("heldout-gate")).toBe("<!-- heldout-gate:heldout-gate -->");
    expect(hiddenMarker("gate / matrix: a.b")).toBe("<!-- heldout-gate:gate / matrix: a.b -->");
  });

  it.each(["x --> <script>alert(1)</script>", "a--!>b", "--->", "<!-- nested -->", "\u202e\n"])(
    "cannot be closed early by %j",
    (key) => {
      const m = hiddenMarker(key);
      expect(m).toMatch(/^<!-- heldout-gate:[A-Za-z0-9 ._:/-]+(#[0-9a-f]{12})? -->$/);
      expect(m.indexOf("-->")).toBe(m.length - 3);
      expect(markerKey(key)).not.toContain("--");
      expect(m.lastIndexOf("<!--")).toBe(0);
      const tokens = marked.lexer(m + "\n\nnext");
      expect(tokens[0]!.type).toBe("html");
      expect(tokens[0]!.raw.trim()).toBe(m);
    },
  );

  it("falls back to a fixed key when nothing is left", () => {
    expect(markerKey("<<>>")).toBe("____");
    expect(markerKey("")).toBe("default");
  });
});

describe("escapeHtml and plainText", () => {
  it("makes a <summary> title inert", () => {
    const md = `<details><summary>${escapeHtml(HOSTILE.join(" "))}</summary>\n\nbody\n\n</details>`;
    const out = html(md);
    expect(out).not.toMatch(/<(script|img|a)\b/);
    expect(out.match(/<\/summary>/g)).toHaveLength(1);
  });

  it("strips controls from plain text and caps it", () => {
    expect(plainText("a\u0000\u202eb\nc", 10)).toBe("ab c");
    expect(plainText("x".repeat(300), 200)).toHaveLength(200);
  });
});

describe("capLength", () => {
  it("never splits a surrogate pair", () => {
    const out = capLength("😀".repeat(10), 6);
    expect(out).toBe("😀😀…");
    expect(out).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/);
  });
});
