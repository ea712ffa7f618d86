/**
 * The chat page's script, last part: the thread list (kept in the browser's localStorage per user,
 * each thread's history read back from `GET /v1/threads/{id}/turns`, forgotten with
 * `DELETE /v1/threads/{id}`), the token field (the token kept in sessionStorage, for the tab only),
 * alarms and timers ringing from `GET /v1/events`, the voice and microphone buttons, and the start.
 */
export const PAGE_SCRIPT_THREADS = String.raw`
function threadsKey() {
  return "dialogue-graph.threads." + (state.user || "");
}

function loadThreads() {
  try {
    var list = JSON.parse(localStorage.getItem(threadsKey()) || "[]");
    return Array.isArray(list) ? list.filter(function (thread) { return thread && typeof thread.id === "string" && typeof thread.title === "string"; }) : [];
  } catch (error) {
    return [];
  }
}

function saveThreads() {
  localStorage.setItem(threadsKey(), JSON.stringify(state.threads.slice(0, 50)));
}

function newThreadId() {
  return "web-" + Date.now().toString(36) + "-" + Math.random().toString(36).slice(2, 8);
}

function rememberThread(id, text) {
  var found = state.threads.filter(function (thread) { return thread.id === id; })[0] || { id: id, title: text.slice(0, 40) };
  state.threads = [found].concat(state.threads.filter(function (thread) { return thread.id !== id; }));
  saveThreads();
  renderThreads();
}

function renderThreads() {
  var list = $("thread-list");
  list.textContent = "";
  var shown = state.threads.slice();
  if (state.threadId && !shown.some(function (thread) { return thread.id === state.threadId; })) shown.unshift({ id: state.threadId, title: T.untitled });
  shown.forEach(function (thread) {
    var item = el("li", thread.id === state.threadId ? "current" : "");
    var open = el("button", "open", thread.title);
    open.type = "button";
    open.title = thread.id;
    open.onclick = function () { switchThread(thread.id); };
    var forget = el("button", "forget", "✕");
    forget.type = "button";
    forget.title = T.forget;
    forget.setAttribute("aria-label", T.forget + ": " + thread.title);
    forget.onclick = function () { forgetThread(thread.id); };
    item.append(open, forget);
    list.appendChild(item);
  });
}

function clearLog() {
  $("log").textContent = "";
  $("answers").hidden = true;
  $("empty").hidden = false;
}

async function switchThread(id) {
  bargeIn();
  state.threadId = id;
  renderThreads();
  clearLog();
  if (!state.threads.some(function (thread) { return thread.id === id; })) return;
  try {
    var response = await api("/v1/threads/" + encodeURIComponent(id) + "/turns");
    if (response.status === 404) {
      // The server no longer has it (threads kept in memory are gone after a restart).
      state.threads = state.threads.filter(function (thread) { return thread.id !== id; });
      saveThreads();
      return renderThreads();
    }
    if (!response.ok) return addUser(await errorMessage(response));
    var body = await response.json();
    if (state.threadId !== id) return;
    body.turns.forEach(function (turn) {
      addUser(turn.text);
      var view = addReply();
      view.text.textContent = turn.reply || "";
      if (turn.tools.length) view.meta.appendChild(el("span", "chip", T.tools + ": " + turn.tools.join(", ")));
    });
  } catch (error) {
    // A 401 has shown the token field.
  }
}

async function forgetThread(id) {
  try {
    var response = await api("/v1/threads/" + encodeURIComponent(id), { method: "DELETE" });
    if (!response.ok && response.status !== 404) return addUser(await errorMessage(response));
  } catch (error) {
    return;
  }
  state.threads = state.threads.filter(function (thread) { return thread.id !== id; });
  saveThreads();
  if (state.threadId === id) await switchThread(state.threads.length ? state.threads[0].id : newThreadId());
  else renderThreads();
}

function askForToken(message) {
  stopRings();
  // The server's reason helps once a token was sent ("not known here"); before that it speaks of headers.
  $("token-message").textContent = T.tokenNeeded + (state.token && message ? " " + message : "");
  $("token-form").hidden = false;
  $("token").focus();
}

function stopRings() {
  if (state.events) state.events.abort();
  state.events = null;
}

function showRing(type, event) {
  if (!event || typeof event.text !== "string") return;
  var item = el("li", "ring", event.text);
  item.dataset.type = type;
  item.title = T.ring + " " + clock(new Date(event.at));
  $("log").appendChild(item);
  $("empty").hidden = true;
  scrollDown();
  chime();
  say(event.text);
  if (navigator.vibrate) navigator.vibrate(300);
}

// Two short tones, so a ring is heard with the voice off too (browsers allow sound once the person has used the page).
function chime() {
  var Context = window.AudioContext || window.webkitAudioContext;
  if (!Context) return;
  try {
    state.audio = state.audio || new Context();
    [0, 0.35].forEach(function (offset) {
      var tone = state.audio.createOscillator();
      var gain = state.audio.createGain();
      var at = state.audio.currentTime + offset;
      tone.frequency.value = 880;
      gain.gain.setValueAtTime(0.2, at);
      gain.gain.exponentialRampToValueAtTime(0.001, at + 0.3);
      tone.connect(gain).connect(state.audio.destination);
      tone.start(at);
      tone.stop(at + 0.3);
    });
  } catch (error) {
    // No sound here; the ring is shown and spoken.
  }
}

async function listenForRings() {
  stopRings();
  var controller = new AbortController();
  state.events = controller;
  var delay = 1000;
  while (state.events === controller) {
    try {
      var response = await api("/v1/events", { signal: controller.signal, accept: "text/event-stream" });
      if (response.ok) {
        delay = 1000;
        await readEvents(response, showRing);
      }
    } catch (error) {
      if (error instanceof Unauthorized) return;
    }
    await new Promise(function (resolve) { setTimeout(resolve, delay); });
    delay = Math.min(delay * 2, 30000);
  }
}
`;
