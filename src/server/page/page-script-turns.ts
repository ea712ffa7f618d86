/**
 * The chat page's script, second part: a turn sent to `POST /v1/threads/{id}/turns` and its
 * events shown as they arrive — tool calls as they start and end, each sentence as it ends (and
 * spoken when the voice is on; a holding line greyed), a question's answers as buttons or a field,
 * the route and the model calls at the end. Every text from the server goes in with `textContent`, never as HTML.
 */
export const PAGE_SCRIPT_TURNS = String.raw`
function hasHan(text) {
  return /[\u3400-\u9fff]/.test(text);
}

// The turn's language as the server read it (turn-start), so a Cantonese turn is spoken in Cantonese.
function speechLang(text) {
  if (state.turnLocale === "en") return "en-US";
  if (state.turnLocale) return state.turnLocale;
  if (hasHan(text)) return state.lastZh === "zh-CN" ? "zh-CN" : "zh-TW";
  return "en-US";
}

function say(text) {
  if (!state.voice || !("speechSynthesis" in window)) return;
  var utterance = new SpeechSynthesisUtterance(text);
  utterance.lang = speechLang(text);
  speechSynthesis.speak(utterance);
}

// Barge-in: what is being said stops, and the sentences still to come of earlier turns stay silent.
function bargeIn() {
  state.serial++;
  if ("speechSynthesis" in window) speechSynthesis.cancel();
}

function scrollDown() {
  var log = $("log");
  log.scrollTop = log.scrollHeight;
}

function addUser(text) {
  $("log").appendChild(el("li", "user", text));
  $("empty").hidden = true;
}

function addReply() {
  var item = el("li", "reply");
  var view = { item: item, tools: el("div", "tools"), text: el("div", "text"), meta: el("div", "meta"), calls: {} };
  item.append(view.tools, view.text, view.meta);
  $("log").appendChild(item);
  scrollDown();
  return view;
}

function showError(view, message) {
  view.text.appendChild(el("span", "error", message));
}

function showToolStart(view, event) {
  var row = el("p", "tool");
  row.dataset.tool = event.name;
  row.append(el("strong", "", event.name), " " + JSON.stringify(event.args) + " ");
  if (event.source === "local") row.append(el("span", "chip local", T.localMark), " ");
  var status = el("span", "status", clock() + " · " + T.running);
  row.appendChild(status);
  view.tools.appendChild(row);
  view.calls[event.id] = { row: row, status: status, started: clock() };
  scrollDown();
}

function showToolEnd(view, event) {
  var call = view.calls[event.id];
  if (!call) {
    showToolStart(view, event);
    call = view.calls[event.id];
  }
  var result = event.result || {};
  var failure = result.error && result.error.message ? ": " + result.error.message : "";
  call.status.textContent = call.started + " · " + (result.success ? "✓ " : "✗ " + T.failed + failure + " · ") + event.durationMs + " ms";
  if (!result.success) call.row.classList.add("failed");
}

// A holding line (the reply is slow) is shown greyed and spoken like a sentence, but is no part of the reply.
function showSentence(view, event, serial) {
  var span = el("span", event.holding ? "sentence holding" : "sentence", event.text);
  view.text.appendChild(span);
  if (!hasHan(event.text)) view.text.append(" ");
  if (serial === state.serial) say(event.text);
  scrollDown();
}

function showQuestion(event) {
  var box = $("answers");
  box.textContent = "";
  if (event.kind === "confirm") {
    var zh = hasHan(event.text);
    [zh ? "好" : "Yes", zh ? "不要" : "No"].forEach(function (word) {
      var button = el("button", "answer", word);
      button.type = "button";
      button.onclick = function () {
        send(word);
      };
      box.appendChild(button);
    });
  } else {
    var input = el("input");
    input.type = "text";
    input.enterKeyHint = "send";
    input.setAttribute("aria-label", event.text);
    var button = el("button", "answer", T.answer);
    button.type = "button";
    var answer = function () {
      if (input.value.trim()) send(input.value);
    };
    button.onclick = answer;
    input.onkeydown = function (key) {
      if (key.key === "Enter") {
        key.preventDefault();
        answer();
      }
    };
    box.append(el("p", "question", event.text), input, button);
  }
  box.hidden = false;
  scrollDown();
}

function finishTurn(view, turn, started) {
  // The holding line is no part of the reply: the reply is compared without it.
  var holding = view.text.querySelector(".holding");
  var shown = view.text.textContent.replace(holding ? holding.textContent : "", "").replace(/\s+/g, "");
  if (typeof turn.reply === "string" && shown !== turn.reply.replace(/\s+/g, "")) view.text.textContent = turn.reply;
  if (typeof turn.locale === "string" && turn.locale.indexOf("zh") === 0) state.lastZh = turn.locale;
  var calls = Array.isArray(turn.modelCalls) ? turn.modelCalls.length : 0;
  state.modelCalls += calls;
  $("calls").textContent = T.modelCalls + ": " + state.modelCalls;
  var route = el("span", "chip route" + (turn.route === "local" ? " local" : ""), T.route[turn.route] || turn.route);
  route.dataset.route = turn.route;
  view.meta.append(route, el("span", "chip model-calls", T.modelCalls + ": " + calls));
  view.meta.append(el("span", "chip", Math.round(performance.now() - started) + " ms"));
  if (turn.interrupted) view.meta.append(el("span", "chip", "✂"));
}

async function send(text) {
  text = String(text).trim();
  if (!text) return;
  bargeIn();
  var serial = state.serial;
  $("answers").hidden = true;
  $("answers").textContent = "";
  if (!state.threadId) state.threadId = newThreadId();
  var threadId = state.threadId;
  rememberThread(threadId, text);
  addUser(text);
  var view = addReply();
  var started = performance.now();
  try {
    var response = await api("/v1/threads/" + encodeURIComponent(threadId) + "/turns", { method: "POST", body: { text: text }, accept: "text/event-stream" });
    if (!response.ok) return showError(view, await errorMessage(response));
    await readEvents(response, function (type, event) {
      if (type === "turn-start") state.turnLocale = event.locale;
      else if (type === "tool-call-start") showToolStart(view, event);
      else if (type === "tool-call-end") showToolEnd(view, event);
      else if (type === "sentence") showSentence(view, event, serial);
      else if (type === "question") showQuestion(event);
      else if (type === "turn-end") finishTurn(view, event.turn, started);
      else if (type === "error") showError(view, (event.error && event.error.message) || T.error);
    });
  } catch (error) {
    showError(view, error instanceof Unauthorized ? error.message : T.error + ": " + ((error && error.message) || error));
  }
}
`;
