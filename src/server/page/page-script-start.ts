/**
 * The chat page's script, its start: the page's words, the voice toggle (speech synthesis, where
 * the browser has it), the microphone (speech recognition, shown only where the browser has it),
 * the composer with barge-in, the token form, and the first calls: `GET /v1/info` (the model's
 * name or none, the user), the thread list, the rings.
 */
export const PAGE_SCRIPT_START = String.raw`
function showWords() {
  document.documentElement.lang = LOCALE;
  document.title = T.title;
  $("title").textContent = T.title;
  $("threads-title").textContent = T.threads;
  $("new-thread").textContent = T.newThread;
  $("text").placeholder = T.placeholder;
  $("text").setAttribute("aria-label", T.placeholder);
  $("send").textContent = T.send;
  $("token-label").textContent = T.tokenLabel;
  $("token-save").textContent = T.tokenSave;
  $("token-change").textContent = T.tokenChange;
  $("empty").textContent = T.empty;
  $("calls").textContent = T.modelCalls + ": 0";
  $("mic").textContent = T.mic;
}

function setUpVoice() {
  if (!("speechSynthesis" in window)) return;
  var button = $("voice");
  var show = function () {
    button.textContent = state.voice ? T.voiceOn : T.voiceOff;
    button.setAttribute("aria-pressed", String(state.voice));
  };
  state.voice = localStorage.getItem("dialogue-graph.voice") === "on";
  button.hidden = false;
  show();
  button.onclick = function () {
    state.voice = !state.voice;
    localStorage.setItem("dialogue-graph.voice", state.voice ? "on" : "off");
    if (!state.voice) speechSynthesis.cancel();
    show();
  };
}

function setUpMic() {
  var Recognition = window.SpeechRecognition || window.webkitSpeechRecognition;
  if (!Recognition) return;
  var button = $("mic");
  var recognition = null;
  button.hidden = false;
  button.onclick = function () {
    if (recognition) return recognition.stop();
    bargeIn();
    recognition = new Recognition();
    recognition.lang = LOCALE === "en" ? "en-US" : LOCALE;
    recognition.interimResults = true;
    recognition.onspeechstart = bargeIn;
    recognition.onresult = function (event) {
      var text = "";
      var final = false;
      for (var index = event.resultIndex; index < event.results.length; index++) {
        text += event.results[index][0].transcript;
        if (event.results[index].isFinal) final = true;
      }
      $("text").value = text;
      if (final) submit();
    };
    recognition.onend = recognition.onerror = function () {
      recognition = null;
      button.classList.remove("listening");
      button.textContent = T.mic;
    };
    recognition.start();
    button.classList.add("listening");
    button.textContent = T.micStop;
  };
}

function submit() {
  var input = $("text");
  var text = input.value;
  input.value = "";
  if (text.trim()) send(text);
}

async function start() {
  var info;
  try {
    var response = await api("/v1/info");
    if (!response.ok) throw new Error(await errorMessage(response));
    info = await response.json();
  } catch (error) {
    if (error instanceof Unauthorized) return;
    info = { model: null, user: null, error: String((error && error.message) || error) };
  }
  $("token-form").hidden = true;
  $("token-change").hidden = !state.token;
  state.user = info.user || null;
  var model = $("model");
  model.textContent = info.error ? T.error + ": " + info.error : info.model ? T.model + ": " + info.model : T.localOnly;
  model.classList.toggle("local", !info.model);
  state.threads = loadThreads();
  await switchThread(state.threads.length ? state.threads[0].id : newThreadId());
  listenForRings();
}

showWords();
setUpVoice();
setUpMic();
$("composer").onsubmit = function (event) {
  event.preventDefault();
  submit();
};
$("text").addEventListener("input", function () {
  if ("speechSynthesis" in window && (speechSynthesis.speaking || speechSynthesis.pending)) bargeIn();
});
$("new-thread").onclick = function () {
  switchThread(newThreadId());
  $("text").focus();
};
$("token-change").onclick = function () {
  askForToken("");
};
$("token-form").onsubmit = function (event) {
  event.preventDefault();
  var token = $("token").value.trim();
  if (!token) return;
  state.token = token;
  sessionStorage.setItem(TOKEN_KEY, token);
  $("token").value = "";
  $("token-message").textContent = "";
  start();
};
start();
`;
