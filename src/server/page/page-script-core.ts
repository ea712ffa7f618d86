/**
 * The chat page's script, first part: the page's language, the DOM helpers, the one way it calls
 * the server (its own origin only, JSON bodies with `Content-Type: application/json`, the token as
 * a bearer header) and the reader of server-sent events over `fetch` (EventSource cannot send a
 * token). Browser JavaScript kept as text, concatenated by {@link PAGE_SCRIPT}; no template
 * literals inside, so this file's own template stays plain.
 */
export const PAGE_SCRIPT_CORE = String.raw`
function pickLocale(languages) {
  for (var index = 0; index < languages.length; index++) {
    var tag = String(languages[index]).toLowerCase();
    if (tag === "zh-tw" || tag === "zh-hk" || tag === "zh-mo" || tag.indexOf("zh-hant") === 0) return "zh-TW";
    if (tag.indexOf("zh") === 0) return "zh-CN";
    if (tag.indexOf("en") === 0) return "en";
  }
  return "en";
}

var LOCALE = pickLocale(navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language || "en"]);
var T = WORDS[LOCALE];
var TOKEN_KEY = "dialogue-graph.token";
var state = {
  token: sessionStorage.getItem(TOKEN_KEY) || "",
  user: null,
  threadId: null,
  threads: [],
  modelCalls: 0,
  voice: false,
  lastZh: LOCALE === "en" ? "zh-TW" : LOCALE,
  turnLocale: null,
  serial: 0,
  events: null,
  audio: null,
};

function $(id) {
  return document.getElementById(id);
}

function el(tag, className, text) {
  var node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function clock(date) {
  return (date || new Date()).toLocaleTimeString(LOCALE, { hour12: false });
}

function Unauthorized(message) {
  this.message = message;
}

async function errorMessage(response) {
  try {
    var body = await response.json();
    if (body && body.error && typeof body.error.message === "string") return body.error.message;
  } catch (error) {
    // Not JSON: the status says it.
  }
  return T.error + " (HTTP " + response.status + ")";
}

async function api(path, options) {
  options = options || {};
  var headers = { Accept: options.accept || "application/json" };
  if (state.token) headers.Authorization = "Bearer " + state.token;
  var init = { method: options.method || "GET", headers: headers, credentials: "same-origin", cache: "no-store", signal: options.signal };
  if (options.body !== undefined) {
    headers["Content-Type"] = "application/json";
    init.body = JSON.stringify(options.body);
  }
  var response = await fetch(path, init);
  if (response.status === 401) {
    var message = await errorMessage(response);
    askForToken(message);
    throw new Unauthorized(message);
  }
  return response;
}

async function readEvents(response, onEvent) {
  var reader = response.body.getReader();
  var decoder = new TextDecoder();
  var buffer = "";
  for (;;) {
    var part = await reader.read();
    if (part.done) return;
    buffer += decoder.decode(part.value, { stream: true }).replace(/\r\n/g, "\n");
    var end;
    while ((end = buffer.indexOf("\n\n")) >= 0) {
      var block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      var type = "message";
      var data = [];
      block.split("\n").forEach(function (line) {
        if (line.indexOf("event:") === 0) type = line.slice(6).trim();
        else if (line.indexOf("data:") === 0) data.push(line.slice(5).replace(/^ /, ""));
      });
      if (data.length === 0) continue;
      var event;
      try {
        event = JSON.parse(data.join("\n"));
      } catch (error) {
        continue;
      }
      onEvent(type, event);
    }
  }
}
`;
