/**
 * The chat page's document: structure only. Its words are filled in by /app.js in the browser's
 * language (the English here shows only until the script runs), its style is /app.css; nothing
 * inline, so the page runs under a Content-Security-Policy of `'self'` alone.
 */
export const PAGE_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>dialogue-graph</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/app.css">
<script src="/app.js" defer></script>
</head>
<body>
<header id="bar">
  <h1 id="title">dialogue-graph</h1>
  <span id="model" class="chip"></span>
  <span id="calls" class="chip"></span>
  <button id="voice" type="button" aria-pressed="false" hidden></button>
  <button id="token-change" type="button" hidden></button>
</header>
<form id="token-form" hidden>
  <p id="token-message" role="alert"></p>
  <label><span id="token-label">Access token</span>
    <input id="token" type="password" autocomplete="off" spellcheck="false" required></label>
  <button id="token-save" type="submit">Use</button>
</form>
<div id="main">
  <nav id="threads" aria-labelledby="threads-title">
    <div class="threads-head"><h2 id="threads-title">Conversations</h2><button id="new-thread" type="button">New</button></div>
    <ul id="thread-list"></ul>
  </nav>
  <section id="chat">
    <p id="empty"></p>
    <ol id="log" aria-live="polite"></ol>
    <div id="answers" hidden></div>
    <form id="composer">
      <button id="mic" type="button" hidden></button>
      <input id="text" type="text" autocomplete="off" enterkeyhint="send" maxlength="4000">
      <button id="send" type="submit">Send</button>
    </form>
  </section>
</div>
</body>
</html>
`;
