// The research page: talks to the service's LangGraph-compatible API (threads, runs/stream,
// state, report) with the key kept in this browser's localStorage. No libraries, no build step.
"use strict";
const KEY = "open-research-api-key";
const THREAD = "open-research-thread";
const $ = (id) => document.getElementById(id);
let thread = null, controller = null, passages = [], authRequired = true;
const counts = { researchers: 0, searches: 0, sources: 0 };

const LINES = {
  node_started: (e) => `step: ${e.node}`,
  brief_written: () => "research brief written",
  plan_written: (e) => `plan: ${(e.sub_questions || []).length || ""} sub-questions`,
  researcher_started: (e) => `researcher started: ${e.topic}`,
  researcher_finished: (e) => `researcher finished (${e.sources} sources): ${e.topic}`,
  search: (e) => `search [${e.tool}] ${e.query}`,
  sources: (e) => `${e.count} sources from ${e.tool}`,
  evaluation: (e) => `evaluation round ${e.round}: ${e.answered} of ${e.total} sub-questions answered`,
  refinement_started: (e) => `refinement round ${e.round}`,
  report_written: (e) => `report written (${e.chars} characters)`,
  clarification_needed: () => "a question back to you",
  ambiguity_checked: () => "checked the question against the documents",
  error: (e) => `error in ${e.where}: ${e.message}`,
  warning: (e) => `warning in ${e.where}: ${e.message}`,
  budget_exhausted: (e) => `budget used up: ${e.reason}`,
};

function key() { return localStorage.getItem(KEY) || ""; }
function headers(json) {
  const h = authRequired && key() ? { "x-api-key": key() } : {};
  if (json) h["content-type"] = "application/json";
  return h;
}
function showError(text) { const el = $("error"); el.textContent = text; el.hidden = !text; }

async function api(path, options = {}) {
  const r = await fetch(path, { ...options, headers: headers(options.body !== undefined) });
  if (r.status === 401) throw new Error("The API key was not accepted: check it and save it again.");
  if (!r.ok) {
    let detail = r.statusText;
    try { detail = (await r.json()).detail || detail; } catch (_) { /* not JSON */ }
    throw new Error(`${r.status}: ${detail}`);
  }
  return r;
}

async function* events(response) {
  const reader = response.body.getReader(), decoder = new TextDecoder();
  let buffer = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true }).replace(/\r\n/g, "\n");
    let cut;
    while ((cut = buffer.indexOf("\n\n")) >= 0) {
      const block = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      let name = "message";
      const data = [];
      for (const line of block.split("\n")) {
        if (line.startsWith("event:")) name = line.slice(6).trim();
        else if (line.startsWith("data:")) data.push(line.slice(5).replace(/^ /, ""));
      }
      if (data.length) yield { name, data: data.join("\n") };
    }
  }
}

function step(text) {
  $("status").textContent = text;
  const li = document.createElement("li");
  li.textContent = text;
  $("steps").appendChild(li);
}

function progress(e) {
  if (e.event === "researcher_started") counts.researchers += 1;
  if (e.event === "search") counts.searches += 1;
  if (e.event === "sources") counts.sources += Number(e.count) || 0;
  $("count-researchers").textContent = counts.researchers;
  $("count-searches").textContent = counts.searches;
  $("count-sources").textContent = counts.sources;
  const line = LINES[e.event];
  if (line) step(line(e));
}

function busy(on) {
  $("ask-button").disabled = on;
  $("stop-button").hidden = !on;
  for (const b of $("clarify").querySelectorAll("button")) b.disabled = on;
}

async function run(text) {
  showError("");
  if (authRequired && !key()) { showError("Enter and save an API key first."); $("api-key").focus(); return; }
  busy(true);
  $("clarify").hidden = true;
  $("progress").hidden = false;
  controller = new AbortController();
  try {
    if (!thread) keepThread((await (await api("/threads", { method: "POST", body: "{}" })).json()).thread_id);
    const body = JSON.stringify({ assistant_id: "open-research", stream_mode: ["custom"], on_disconnect: "cancel",
                                  input: { messages: [{ role: "user", content: text }] } });
    const r = await api(`/threads/${thread}/runs/stream`, { method: "POST", body, signal: controller.signal });
    let failed = null;
    for await (const ev of events(r)) {
      if (ev.name === "custom") progress(JSON.parse(ev.data));
      else if (ev.name === "error") failed = JSON.parse(ev.data).message || "the run failed";
    }
    if (failed) throw new Error(failed);
    await finish();
  } catch (err) {
    showError(err.name === "AbortError" ? "Stopped." : err.message);
  } finally {
    busy(false);
    listThreads();
  }
}

// The current thread survives a reload (localStorage and the address's #thread=...).
function keepThread(id) {
  thread = id;
  if (id) { localStorage.setItem(THREAD, id); history.replaceState(null, "", `#thread=${encodeURIComponent(id)}`); }
  else { localStorage.removeItem(THREAD); history.replaceState(null, "", location.pathname); }
  for (const b of $("threads").querySelectorAll("button")) b.setAttribute("aria-current", String(b.dataset.id === id));
}

function questionOf(t) {
  const first = ((t.values || {}).messages || []).find((m) => m.type === "human" || m.role === "user");
  return first ? String(first.content || "") : "(no question yet)";
}

const STATUS = { idle: "done", busy: "running", interrupted: "waiting for your answer", error: "failed" };

async function listThreads() {
  if (authRequired && !key()) return;
  try {
    const body = JSON.stringify({ limit: 30, sort_by: "updated_at", sort_order: "desc" });
    const found = await (await api("/threads/search", { method: "POST", body })).json();
    const list = $("threads");
    list.replaceChildren();
    for (const t of found) {
      const li = document.createElement("li"), b = document.createElement("button");
      b.type = "button";
      b.className = "secondary";
      b.dataset.id = t.thread_id;
      b.setAttribute("aria-current", String(t.thread_id === thread));
      const q = document.createElement("span"), meta = document.createElement("span");
      q.textContent = questionOf(t);
      meta.className = "meta";
      const when = document.createElement("time");
      when.dateTime = t.updated_at;
      when.textContent = new Date(t.updated_at).toLocaleString();
      meta.append(`${STATUS[t.status] || t.status} · `, when);
      b.append(q, meta);
      b.addEventListener("click", () => reopen(t.thread_id));
      li.appendChild(b);
      list.appendChild(li);
    }
    $("threads-section").hidden = found.length === 0;
  } catch (err) { /* the list is a convenience: the page works without it */ }
}

async function reopen(id) {
  showError("");
  keepThread(id);
  $("clarify").hidden = true;
  $("report-section").hidden = true;
  $("progress").hidden = true;
  try {
    for (;;) {
      const t = await (await api(`/threads/${id}`)).json();
      if (thread !== id) return;  // another thread was opened meanwhile
      $("question").value = questionOf(t);
      if (t.status !== "busy") break;
      $("progress").hidden = false;
      $("status").textContent = "still running ...";
      await new Promise((ok) => setTimeout(ok, 1500));
    }
    await finish();
  } catch (err) {
    if (String(err.message).startsWith("404")) keepThread(null);
    showError(err.message);
  }
}

async function finish() {
  const t = await (await api(`/threads/${thread}`)).json();
  if (t.status === "interrupted") {
    const messages = (t.values && t.values.messages) || [];
    const last = messages[messages.length - 1] || {};
    const options = ((last.additional_kwargs || {}).clarification || {}).options || [];
    return askBack(String(last.content || ""), options);
  }
  if (!(t.values && t.values.final_report)) {
    if (t.status === "error") showError("This research failed; ask again.");
    return;
  }
  step("done");
  await showReport();
}

function askBack(question, options) {
  $("clarify-question").textContent = question;
  const box = $("clarify-options");
  box.replaceChildren();
  for (const option of options) {
    const b = document.createElement("button");
    b.type = "button";
    b.className = "secondary";
    b.textContent = option;
    b.addEventListener("click", () => run(option));
    box.appendChild(b);
  }
  $("clarify").hidden = false;
  (box.querySelector("button") || $("clarify-answer")).focus();
}

async function showReport() {
  const [page, data] = await Promise.all([
    api(`/threads/${thread}/report?format=html`).then((r) => r.text()),
    api(`/threads/${thread}/report?format=json`).then((r) => r.json()),
  ]);
  const citations = (data.citations || []).filter((c) => Number.isInteger(c.n));
  // The server escaped every source-derived text (no raw HTML); parsing never runs scripts.
  const doc = new DOMParser().parseFromString(page, "text/html");
  const main = doc.querySelector("main");
  const report = $("report");
  report.replaceChildren(...Array.from(main ? main.childNodes : []).map((n) => document.adoptNode(n)));
  passages = [];
  const used = new Set();
  for (const a of report.querySelectorAll("a.cite")) {
    const n = Number(a.textContent.replace(/\D/g, ""));
    const i = citationFor(a, n, citations, used);
    a.removeAttribute("title");
    a.dataset.n = n;
    a.dataset.i = passages.length;
    passages.push(i === null ? "" : String(citations[i].passage || ""));
    a.setAttribute("aria-label", `citation ${n}` + (passages[a.dataset.i] ? ": show the supporting passage" : ""));
    a.addEventListener("mouseenter", () => showPassage(a));
    a.addEventListener("focus", () => showPassage(a));
    a.addEventListener("mouseleave", hidePassage);
    a.addEventListener("blur", hidePassage);
    a.addEventListener("click", (ev) => { ev.preventDefault(); showPassage(a); });
  }
  $("report-section").hidden = false;
  report.focus();
}

// Each marker's own check: the unused citation of that number whose sentence is the marker's
// (a source cited twice has two passages), else the next unused one of that number.
function citationFor(a, n, citations, used) {
  const block = a.closest("li, p, td") || a.parentElement;
  const text = norm(block ? block.textContent : "");
  let pick = null;
  citations.forEach((c, i) => {
    if (pick === null && c.n === n && !used.has(i) && c.sentence && text.includes(norm(c.sentence).replace(/\[\d+\]/g, "").trim().slice(0, 60))) pick = i;
  });
  if (pick === null) pick = citations.findIndex((c, i) => c.n === n && !used.has(i));
  if (pick < 0) return null;
  used.add(pick);
  return pick;
}
function norm(text) { return String(text).replace(/\s+/g, " ").replace(/\[\d+\]/g, "").trim(); }

function showPassage(a) {
  const box = $("passage"), n = a.dataset.n, passage = passages[a.dataset.i];
  box.textContent = passage ? `[${n}] “${passage}”` : `[${n}] no passage recorded for this citation`;
  const r = a.getBoundingClientRect();
  box.style.left = `${Math.max(8, window.scrollX + r.left - 40)}px`;
  box.style.top = `${window.scrollY + r.bottom + 6}px`;
  box.hidden = false;
  a.setAttribute("aria-describedby", "passage");
}
function hidePassage() { $("passage").hidden = true; }

async function download(format) {
  showError("");
  try {
    const r = await api(`/threads/${thread}/report?format=${format}`);
    const ext = { markdown: "md", html: "html", pdf: "pdf", json: "json" }[format];
    const url = URL.createObjectURL(await r.blob());
    const a = document.createElement("a");
    a.href = url;
    a.download = `report-${thread}.${ext}`;
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10000);
  } catch (err) { showError(err.message); }
}

document.addEventListener("DOMContentLoaded", async () => {
  $("api-key").value = key();
  $("key-status").textContent = key() ? "A key is saved in this browser." : "No key saved yet.";
  $("key-form").addEventListener("submit", (ev) => {
    ev.preventDefault();
    localStorage.setItem(KEY, $("api-key").value.trim());
    $("key-status").textContent = "Key saved in this browser.";
    listThreads();
  });
  $("forget-key").addEventListener("click", () => {
    localStorage.removeItem(KEY);
    $("api-key").value = "";
    $("key-status").textContent = "Key removed from this browser.";
  });
  $("ask-form").addEventListener("submit", (ev) => {
    ev.preventDefault();
    const q = $("question").value.trim();
    if (!q) return;
    keepThread(null);
    Object.assign(counts, { researchers: 0, searches: 0, sources: 0 });
    $("steps").replaceChildren();
    $("report-section").hidden = true;
    run(q);
  });
  $("clarify-form").addEventListener("submit", (ev) => {
    ev.preventDefault();
    const a = $("clarify-answer").value.trim();
    if (a) run(a);
  });
  $("stop-button").addEventListener("click", () => controller && controller.abort());
  for (const b of document.querySelectorAll(".downloads button")) {
    b.addEventListener("click", () => download(b.dataset.format));
  }
  document.addEventListener("keydown", (ev) => { if (ev.key === "Escape") hidePassage(); });
  try {  // no key prompt when the server runs without keys
    authRequired = (await (await fetch("/info")).json()).auth_required !== false;
  } catch (_) { authRequired = true; }
  $("key-section").hidden = !authRequired;
  await listThreads();
  const fromAddress = new URLSearchParams(location.hash.slice(1)).get("thread");
  const current = fromAddress || localStorage.getItem(THREAD);
  if (current && (!authRequired || key())) await reopen(current);
});
