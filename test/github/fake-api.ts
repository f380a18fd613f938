// A small stand-in for the GitHub REST API: it keeps comments, check runs, files and pull
// requests in memory, records every request, and checks each one against the operation's
// schemas cut from GitHub's OpenAPI description (fixtures/openapi). It answers through an
// injected fetch (unit and e2e tests) or over loopback HTTP (the bundle test).
import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createHash } from "node:crypto";
import { Ajv } from "ajv";

interface Param {
  name: string;
  in: string;
  required: boolean;
  schema: object;
}
interface Operation {
  method: string;
  path: string;
  parameters: Param[];
  requestBody: object | null;
}
const spec = JSON.parse(
  readFileSync(new URL("../../fixtures/openapi/github-operations.json", import.meta.url), "utf8"),
) as { spec_version: string; operations: Record<string, Operation> };

const DATE_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/;
const bodies = new Ajv({ strict: false, allErrors: true });
bodies.addFormat("date-time", DATE_TIME);
bodies.addFormat("int64", true);
// URL parameters arrive as strings; GitHub reads "42" as the integer 42.
const params = new Ajv({ strict: false, coerceTypes: true });
params.addFormat("date-time", DATE_TIME);
params.addFormat("int64", true);

interface Compiled {
  id: string;
  op: Operation;
  re: RegExp;
  names: string[];
}
const compiled: Compiled[] = Object.entries(spec.operations).map(([id, op]) => {
  const names: string[] = [];
  const re = new RegExp(
    "^" +
      op.path.replace(/\{(\w+)\}/g, (_m, n: string) => {
        names.push(n);
        // The contents API's {path} spans folders.
        return n === "path" || n === "ref" ? "(.+)" : "([^/]+)";
      }) +
      "$",
  );
  return { id, op, re, names };
});

export const SPEC_VERSION = spec.spec_version;

export interface Recorded {
  operation: string | null;
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  headers: Record<string, string>;
  status: number;
}

export interface FakeComment {
  id: number;
  body: string;
  user: { login: string };
}

export interface FakeCheckRun {
  id: number;
  name: string;
  head_sha: string;
  conclusion?: string;
  output: { title?: string; summary?: string; text?: string };
  annotations: unknown[];
}

export interface FakeOptions {
  owner?: string;
  repo?: string;
  /** Login GET /user answers with; null = 403 as for an installation token. */
  userLogin?: string | null;
  /** The login new comments are written by (the token's user). */
  actor?: string;
  /** Operation ids answered with 403 and the permission header GitHub sends. */
  forbid?: string[];
  /** Files at a ref: {"<sha>:<path>": content}. */
  files?: Record<string, string>;
  /** Pull requests by number. */
  pulls?: Record<number, FakePull>;
  /** Commit sha -> the pull requests it belongs to (commits/{sha}/pulls). */
  commitPulls?: Record<string, number[]>;
}

/** A commit in the fake's git store: its tree (path -> blob sha) and parents. */
export interface FakeCommit {
  sha: string;
  tree: string;
  parents: string[];
  message: string;
}

/** A pull request: its head, its base (pulls/get answers it when set) and its changed files. */
export interface FakePull {
  headSha: string;
  baseSha?: string;
  files?: FakePullFile[];
}

/** One row of pulls/list-files: the path, how it changed, and its old path when renamed. */
export interface FakePullFile {
  filename: string;
  status: "added" | "removed" | "modified" | "renamed" | "copied" | "changed" | "unchanged";
  previous_filename?: string;
}

const PERMISSION_HEADER: Record<string, string> = {
  "checks/create": "checks=write",
  "checks/update": "checks=write",
  "issues/create-comment": "issues=write; pull_requests=write",
  "issues/update-comment": "issues=write; pull_requests=write",
  "issues/list-comments": "issues=read; pull_requests=read",
  "repos/get-content": "contents=read",
  "pulls/get": "pull_requests=read",
  "pulls/list-files": "pull_requests=read",
  "git/create-blob": "contents=write",
  "git/create-tree": "contents=write",
  "git/create-commit": "contents=write",
  "git/create-ref": "contents=write",
  "git/update-ref": "contents=write",
};

interface Reply {
  status: number;
  headers: Record<string, string>;
  body: string | Buffer;
}

export class FakeGitHub {
  readonly owner: string;
  readonly repo: string;
  readonly requests: Recorded[] = [];
  /** Every way a request broke the published schema; tests expect it empty. */
  readonly violations: string[] = [];
  readonly comments = new Map<number, FakeComment[]>();
  readonly checkRuns: FakeCheckRun[] = [];
  private nextId = 1000;
  private server: Server | null = null;
  userLogin: string | null;
  actor: string;
  forbid: Set<string>;
  files: Record<string, string>;
  pulls: Record<number, FakePull>;
  commitPulls: Record<string, number[]>;
  /**
   * A small git store behind the git data API: blobs and trees by sha, commits, and branch
   * refs ("heads/<name>" -> commit sha). The contents API reads it too (a ref or commit sha).
   */
  readonly blobs = new Map<string, Buffer>();
  readonly trees = new Map<string, Map<string, string>>();
  readonly commits = new Map<string, FakeCommit>();
  readonly refs = new Map<string, string>();
  /** Called before a ref update is applied: a test moves the ref here to race the writer. */
  beforeUpdateRef: ((ref: string) => void) | null = null;

  constructor(opts: FakeOptions = {}) {
    this.owner = opts.owner ?? "acme";
    this.repo = opts.repo ?? "models";
    this.userLogin = opts.userLogin === undefined ? null : opts.userLogin;
    this.actor = opts.actor ?? "github-actions[bot]";
    this.forbid = new Set(opts.forbid ?? []);
    this.files = opts.files ?? {};
    this.pulls = opts.pulls ?? {};
    this.commitPulls = opts.commitPulls ?? {};
  }

  private hash(kind: string, data: string | Buffer): string {
    return createHash("sha1").update(kind).update("\0").update(data).digest("hex");
  }

  /** Store a blob; its sha. */
  putBlob(data: Buffer): string {
    const sha = this.hash("blob", data);
    this.blobs.set(sha, data);
    return sha;
  }

  /** Store a tree of path -> blob sha; its sha. */
  putTree(entries: Map<string, string>): string {
    const sorted = new Map([...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
    const sha = this.hash("tree", JSON.stringify([...sorted]));
    this.trees.set(sha, sorted);
    return sha;
  }

  putCommit(tree: string, parents: string[], message: string): string {
    const sha = this.hash("commit", JSON.stringify([tree, parents, message, this.commits.size]));
    this.commits.set(sha, { sha, tree, parents, message });
    return sha;
  }

  /** Put a branch with these files at its tip (one commit on top of the branch, if any). */
  commitFiles(branch: string, files: Record<string, string>, message = "test"): string {
    const parent = this.refs.get(`heads/${branch}`);
    const base = parent === undefined ? new Map<string, string>() : this.treeOf(parent);
    const tree = new Map(base);
    for (const [path, text] of Object.entries(files))
      tree.set(path, this.putBlob(Buffer.from(text)));
    const sha = this.putCommit(this.putTree(tree), parent === undefined ? [] : [parent], message);
    this.refs.set(`heads/${branch}`, sha);
    return sha;
  }

  /** A commit's files (path -> blob sha). */
  treeOf(commitSha: string): Map<string, string> {
    const c = this.commits.get(commitSha);
    return new Map(c === undefined ? [] : (this.trees.get(c.tree) ?? []));
  }

  /** A file's text at a branch or commit in the git store, or undefined. */
  fileAt(ref: string, path: string): string | undefined {
    const sha = this.refs.get(`heads/${ref}`) ?? ref;
    const blob = this.treeOf(sha).get(path);
    return blob === undefined ? undefined : this.blobs.get(blob)?.toString("utf8");
  }

  /** A comment someone else (or we, earlier) left on a PR. */
  addComment(issue: number, body: string, login: string): FakeComment {
    const c = { id: this.nextId++, body, user: { login } };
    const list = this.comments.get(issue) ?? [];
    list.push(c);
    this.comments.set(issue, list);
    return c;
  }

  count(operation: string): number {
    return this.requests.filter((r) => r.operation === operation).length;
  }

  /** The injected transport: a fetch that never leaves the process. */
  readonly fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(
      typeof input === "string" ? input : input instanceof URL ? input.href : input.url,
    );
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((v, k) => (headers[k] = v));
    const raw = init?.body;
    const text = typeof raw === "string" ? raw : raw == null ? "" : String(raw);
    const r = this.handle(init?.method ?? "GET", url, headers, text);
    const out = typeof r.body === "string" ? r.body : new Uint8Array(r.body);
    return new Response(r.status === 204 ? null : out, { status: r.status, headers: r.headers });
  };

  /** Serve the same fake over HTTP on 127.0.0.1; resolves to the base URL. */
  async listen(): Promise<string> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", () => {
        const headers: Record<string, string> = {};
        for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string") headers[k] = v;
        const url = new URL(req.url ?? "/", `http://${req.headers.host ?? "127.0.0.1"}`);
        const r = this.handle(
          req.method ?? "GET",
          url,
          headers,
          Buffer.concat(chunks).toString("utf8"),
        );
        res.writeHead(r.status, r.headers);
        res.end(r.body);
      });
    });
    await new Promise<void>((ok) => this.server!.listen(0, "127.0.0.1", ok));
    const { port } = this.server.address() as AddressInfo;
    return `http://127.0.0.1:${port}`;
  }

  async close(): Promise<void> {
    const s = this.server;
    this.server = null;
    if (s) await new Promise<void>((ok) => s.close(() => ok()));
  }

  /** `sha` is `ancestor` or has it among its ancestors. */
  private descends(sha: string, ancestor: string): boolean {
    const todo = [sha];
    const seen = new Set<string>();
    while (todo.length > 0) {
      const x = todo.pop() as string;
      if (x === ancestor) return true;
      if (seen.has(x)) continue;
      seen.add(x);
      todo.push(...(this.commits.get(x)?.parents ?? []));
    }
    return false;
  }

  private json(status: number, data: unknown, extra: Record<string, string> = {}): Reply {
    return {
      status,
      headers: { "content-type": "application/json; charset=utf-8", ...extra },
      body: JSON.stringify(data),
    };
  }

  private validate(
    c: Compiled,
    m: RegExpMatchArray,
    query: Record<string, string>,
    body: unknown,
  ): void {
    const where = `${c.op.method} ${c.op.path}`;
    c.names.forEach((n, i) => {
      const p = c.op.parameters.find((x) => x.name === n && x.in === "path");
      const v = decodeURIComponent(m[i + 1] ?? "");
      if (!p) this.violations.push(`${where}: path parameter ${n} is not in the spec`);
      else if (!params.validate(p.schema, v))
        this.violations.push(`${where}: path ${n}="${v}" ${params.errorsText()}`);
    });
    for (const [k, v] of Object.entries(query)) {
      const p = c.op.parameters.find((x) => x.name === k && x.in === "query");
      if (!p) this.violations.push(`${where}: query parameter ${k} is not in the spec`);
      else if (!params.validate(p.schema, v))
        this.violations.push(`${where}: query ${k}="${v}" ${params.errorsText()}`);
    }
    for (const p of c.op.parameters) {
      if (p.in === "query" && p.required && !(p.name in query)) {
        this.violations.push(`${where}: required query parameter ${p.name} missing`);
      }
    }
    if (c.op.requestBody === null) {
      if (body !== undefined)
        this.violations.push(`${where}: sent a body but the operation takes none`);
    } else if (!bodies.validate(c.op.requestBody, body)) {
      this.violations.push(
        `${where}: body ${bodies.errorsText(bodies.errors, { separator: "; " })}`,
      );
    }
  }

  handle(method: string, url: URL, headers: Record<string, string>, text: string): Reply {
    const query = Object.fromEntries(url.searchParams.entries());
    let body: unknown;
    if (text !== "") {
      try {
        body = JSON.parse(text);
      } catch {
        this.violations.push(`${method} ${url.pathname}: body is not JSON`);
      }
    }
    const rec: Recorded = {
      operation: null,
      method,
      path: url.pathname,
      query,
      body,
      headers,
      status: 0,
    };
    this.requests.push(rec);
    // GHES serves the API under /api/v3; the operations are the same below it.
    const path = url.pathname.replace(/^\/api\/v3(?=\/)/, "");
    const c = compiled.find((x) => x.op.method === method.toUpperCase() && x.re.test(path));
    if (!c) {
      this.violations.push(`${method} ${url.pathname}: no such operation in the spec subset`);
      rec.status = 404;
      return this.json(404, { message: "Not Found" });
    }
    rec.operation = c.id;
    const m = path.match(c.re) as RegExpMatchArray;
    this.validate(c, m, query, body);
    if (!/^(token|Bearer) \S+$/.test(headers["authorization"] ?? "")) {
      this.violations.push(`${method} ${url.pathname}: no token sent`);
    }
    const reply = this.answer(c, m, query, body, url);
    rec.status = reply.status;
    return reply;
  }

  private answer(
    c: Compiled,
    m: RegExpMatchArray,
    query: Record<string, string>,
    body: unknown,
    url: URL,
  ): Reply {
    const p = (n: string) => decodeURIComponent(m[c.names.indexOf(n) + 1] ?? "");
    if (this.forbid.has(c.id)) {
      return this.json(
        403,
        { message: "Resource not accessible by integration", status: "403" },
        PERMISSION_HEADER[c.id]
          ? { "x-accepted-github-permissions": PERMISSION_HEADER[c.id] as string }
          : {},
      );
    }
    const b = (body ?? {}) as Record<string, unknown>;
    switch (c.id) {
      case "users/get-authenticated":
        if (this.userLogin === null) {
          return this.json(403, { message: "Resource not accessible by integration" });
        }
        return this.json(200, { login: this.userLogin, id: 1, type: "User" });
      case "issues/list-comments": {
        const all = this.comments.get(Number(p("issue_number"))) ?? [];
        const per = Number(query.per_page ?? 30);
        const page = Number(query.page ?? 1);
        const slice = all.slice((page - 1) * per, page * per);
        const last = Math.max(1, Math.ceil(all.length / per));
        const link: Record<string, string> =
          page < last
            ? {
                link: `<${url.origin}${url.pathname}?per_page=${per}&page=${page + 1}>; rel="next"`,
              }
            : {};
        return this.json(
          200,
          slice.map((x) => ({ ...x, html_url: `https://github.com/c/${x.id}` })),
          link,
        );
      }
      case "issues/create-comment": {
        const text = String(b.body ?? "");
        if (text.length > 65_536) {
          return this.json(422, { message: "Body is too long (maximum is 65536 characters)" });
        }
        const cmt = this.addComment(Number(p("issue_number")), text, this.actor);
        return this.json(201, { ...cmt, html_url: `https://github.com/c/${cmt.id}` });
      }
      case "issues/update-comment": {
        const id = Number(p("comment_id"));
        const text = String(b.body ?? "");
        if (text.length > 65_536) {
          return this.json(422, { message: "Body is too long (maximum is 65536 characters)" });
        }
        for (const list of this.comments.values()) {
          const cmt = list.find((x) => x.id === id);
          if (cmt) {
            cmt.body = text;
            return this.json(200, { ...cmt, html_url: `https://github.com/c/${cmt.id}` });
          }
        }
        return this.json(404, { message: "Not Found" });
      }
      case "checks/create": {
        const out = (b.output ?? {}) as Record<string, unknown>;
        const run: FakeCheckRun = {
          id: this.nextId++,
          name: String(b.name),
          head_sha: String(b.head_sha),
          conclusion: typeof b.conclusion === "string" ? b.conclusion : undefined,
          output: {
            title: out.title as string,
            summary: out.summary as string,
            text: out.text as string,
          },
          annotations: Array.isArray(out.annotations) ? [...out.annotations] : [],
        };
        this.checkRuns.push(run);
        return this.json(201, {
          id: run.id,
          html_url: `https://github.com/runs/${run.id}`,
          head_sha: run.head_sha,
        });
      }
      case "checks/update": {
        const run = this.checkRuns.find((x) => x.id === Number(p("check_run_id")));
        if (!run) return this.json(404, { message: "Not Found" });
        const out = (b.output ?? {}) as Record<string, unknown>;
        if (Array.isArray(out.annotations)) run.annotations.push(...out.annotations);
        return this.json(200, { id: run.id, html_url: `https://github.com/runs/${run.id}` });
      }
      case "repos/get-content": {
        const key = `${query.ref ?? "HEAD"}:${p("path")}`;
        const content = this.files[key] ?? this.fileAt(query.ref ?? "HEAD", p("path"));
        if (content === undefined) return this.json(404, { message: "Not Found" });
        return {
          status: 200,
          headers: { "content-type": "text/plain; charset=utf-8" },
          body: content,
        };
      }
      case "pulls/get": {
        const pr = this.pulls[Number(p("pull_number"))];
        if (!pr) return this.json(404, { message: "Not Found" });
        return this.json(200, {
          number: Number(p("pull_number")),
          head: { sha: pr.headSha },
          ...(pr.baseSha === undefined ? {} : { base: { sha: pr.baseSha } }),
        });
      }
      case "pulls/list-files": {
        const pr = this.pulls[Number(p("pull_number"))];
        if (!pr) return this.json(404, { message: "Not Found" });
        // GitHub lists at most 3000 files, 100 a page at most.
        const all = (pr.files ?? []).slice(0, 3000);
        const per = Math.min(100, Number(query.per_page ?? 30));
        const page = Number(query.page ?? 1);
        const last = Math.max(1, Math.ceil(all.length / per));
        const link: Record<string, string> =
          page < last
            ? {
                link: `<${url.origin}${url.pathname}?per_page=${per}&page=${page + 1}>; rel="next"`,
              }
            : {};
        const rows = all.slice((page - 1) * per, page * per).map((f, i) => ({
          sha: "0".repeat(40),
          filename: f.filename,
          status: f.status,
          additions: 1,
          deletions: 0,
          changes: 1,
          blob_url: `https://github.com/b/${i}`,
          raw_url: `https://github.com/r/${i}`,
          contents_url: `https://api.github.com/c/${i}`,
          ...(f.previous_filename === undefined ? {} : { previous_filename: f.previous_filename }),
        }));
        return this.json(200, rows, link);
      }
      case "repos/list-pull-requests-associated-with-commit": {
        const nums = this.commitPulls[p("commit_sha")] ?? [];
        return this.json(
          200,
          nums.map((n) => ({ number: n, state: "closed", merged_at: "2026-01-01T00:00:00Z" })),
        );
      }
      default:
        return this.gitAnswer(c.id, p, b);
    }
  }

  /** The git data API over the in-memory store. */
  private gitAnswer(id: string, p: (n: string) => string, b: Record<string, unknown>): Reply {
    const notFound = () => this.json(404, { message: "Not Found" });
    switch (id) {
      case "git/get-ref": {
        const ref = p("ref");
        const sha = this.refs.get(ref);
        if (sha === undefined) return notFound();
        return this.json(200, { ref: `refs/${ref}`, object: { type: "commit", sha } });
      }
      case "git/get-commit": {
        const c = this.commits.get(p("commit_sha"));
        if (c === undefined) return notFound();
        return this.json(200, {
          sha: c.sha,
          tree: { sha: c.tree },
          parents: c.parents.map((sha) => ({ sha })),
          message: c.message,
        });
      }
      case "git/create-blob": {
        if (b.encoding !== "base64" && b.encoding !== "utf-8") {
          return this.json(422, { message: "the fake takes base64 or utf-8 blobs" });
        }
        const data = Buffer.from(String(b.content), b.encoding === "base64" ? "base64" : "utf8");
        return this.json(201, { sha: this.putBlob(data) });
      }
      case "git/create-tree": {
        const base =
          typeof b.base_tree === "string" ? this.trees.get(b.base_tree) : new Map<string, string>();
        if (base === undefined) return this.json(422, { message: "base_tree not found" });
        const tree = new Map(base);
        for (const e of (b.tree ?? []) as { path: string; sha?: string | null }[]) {
          if (e.sha === null) tree.delete(e.path);
          else if (typeof e.sha === "string" && this.blobs.has(e.sha)) tree.set(e.path, e.sha);
          else return this.json(422, { message: "tree entry sha not found" });
        }
        return this.json(201, { sha: this.putTree(tree) });
      }
      case "git/create-commit": {
        const tree = String(b.tree);
        const parents = (b.parents ?? []) as string[];
        if (!this.trees.has(tree) || parents.some((x) => !this.commits.has(x))) {
          return this.json(422, { message: "tree or parent not found" });
        }
        const sha = this.putCommit(tree, parents, String(b.message));
        return this.json(201, { sha, tree: { sha: tree } });
      }
      case "git/create-ref": {
        const ref = String(b.ref).replace(/^refs\//, "");
        if (this.refs.has(ref)) return this.json(422, { message: "Reference already exists" });
        if (!this.commits.has(String(b.sha)))
          return this.json(422, { message: "Object does not exist" });
        this.refs.set(ref, String(b.sha));
        return this.json(201, { ref: `refs/${ref}`, object: { type: "commit", sha: b.sha } });
      }
      case "git/update-ref": {
        const ref = p("ref");
        this.beforeUpdateRef?.(ref);
        const old = this.refs.get(ref);
        const next = String(b.sha);
        if (old === undefined) return this.json(422, { message: "Reference does not exist" });
        if (!this.commits.has(next)) return this.json(422, { message: "Object does not exist" });
        if (b.force !== true && !this.descends(next, old)) {
          return this.json(422, { message: "Update is not a fast forward" });
        }
        this.refs.set(ref, next);
        return this.json(200, { ref: `refs/${ref}`, object: { type: "commit", sha: next } });
      }
    }
    return this.json(500, { message: `fake has no answer for ${id}` });
  }
}
