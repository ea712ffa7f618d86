/** The chat page's style sheet, served at /app.css: one column at a phone's width, the threads beside the chat from 820px. */
export const PAGE_CSS = `:root { color-scheme: light dark; --line: #8884; --soft: #8881; --accent: #2f6fdf; --ring: #d9822b; }
* { box-sizing: border-box; }
[hidden] { display: none !important; }
html, body { height: 100%; margin: 0; }
body { font: 16px/1.5 system-ui, "Noto Sans CJK TC", "Noto Sans CJK SC", sans-serif; display: flex; flex-direction: column; }
button, input { font: inherit; }
button { border: 1px solid var(--line); background: var(--soft); border-radius: 8px; padding: 6px 12px; cursor: pointer; }
button:hover { border-color: var(--accent); }
#bar { display: flex; flex-wrap: wrap; align-items: center; gap: 6px 10px; padding: 8px 12px; border-bottom: 1px solid var(--line); }
#bar h1 { font-size: 1.1rem; margin: 0 auto 0 0; }
.chip { font-size: 0.8rem; padding: 2px 8px; border-radius: 999px; background: var(--soft); border: 1px solid var(--line); white-space: nowrap; }
.chip:empty { display: none; }
.chip.local { border-color: #2a9d5b; color: #2a9d5b; }
#voice[aria-pressed="true"] { border-color: var(--accent); }
#token-form { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; padding: 12px; border-bottom: 1px solid var(--line); background: #d9822b22; }
#token-form p { flex-basis: 100%; margin: 0; font-weight: 600; }
#token-form label { display: flex; gap: 8px; align-items: center; flex: 1 1 240px; }
#token-form input { flex: 1; min-width: 0; padding: 6px 8px; }
#main { flex: 1; display: flex; flex-direction: column; min-height: 0; }
#threads { border-bottom: 1px solid var(--line); padding: 6px 12px; }
.threads-head { display: flex; align-items: center; gap: 8px; }
.threads-head h2 { font-size: 0.9rem; margin: 0; }
#thread-list { list-style: none; margin: 6px 0 0; padding: 0; display: flex; gap: 6px; overflow-x: auto; }
#thread-list li { display: flex; align-items: stretch; flex: 0 0 auto; max-width: 60vw; }
#thread-list .open { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; border-radius: 8px 0 0 8px; max-width: 100%; }
#thread-list .forget { border-radius: 0 8px 8px 0; border-left: 0; padding: 6px 8px; }
#thread-list li.current .open { border-color: var(--accent); font-weight: 600; }
#chat { flex: 1; display: flex; flex-direction: column; min-height: 0; width: 100%; max-width: 860px; margin: 0 auto; }
#log { flex: 1; overflow-y: auto; list-style: none; margin: 0; padding: 12px; display: flex; flex-direction: column; gap: 10px; }
#empty { padding: 12px 12px 0; margin: 0; opacity: 0.7; }
.user, .reply, .ring { padding: 8px 12px; border-radius: 12px; max-width: 92%; overflow-wrap: anywhere; white-space: pre-wrap; }
.user { align-self: flex-end; background: #2f6fdf22; }
.reply { align-self: flex-start; background: var(--soft); border: 1px solid var(--line); }
.reply .error { color: #c0392b; }
.reply .holding { opacity: 0.55; font-style: italic; margin-right: 0.4em; }
.ring { align-self: center; background: #d9822b33; border: 1px solid var(--ring); font-weight: 600; }
.tool { font-size: 0.85rem; font-family: ui-monospace, monospace; margin: 0 0 6px; padding: 4px 8px; border-left: 3px solid var(--accent); background: var(--soft); white-space: pre-wrap; }
.tool.failed { border-left-color: #c0392b; }
.meta { display: flex; flex-wrap: wrap; gap: 6px; margin-top: 6px; font-size: 0.8rem; opacity: 0.85; }
#answers { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; padding: 6px 12px; }
#answers .question { flex-basis: 100%; margin: 0; font-weight: 600; }
#answers input { flex: 1; min-width: 0; padding: 6px 8px; }
#answers button { min-width: 4.5em; border-color: var(--accent); }
#composer { display: flex; gap: 8px; padding: 10px 12px; border-top: 1px solid var(--line); }
#composer input { flex: 1; min-width: 0; padding: 8px 10px; border-radius: 8px; border: 1px solid var(--line); }
#mic.listening { border-color: #c0392b; color: #c0392b; }
@media (min-width: 820px) {
  #main { flex-direction: row; }
  #threads { width: 240px; border-bottom: 0; border-right: 1px solid var(--line); overflow-y: auto; }
  #thread-list { flex-direction: column; overflow-x: visible; }
  #thread-list li { max-width: none; }
  #thread-list .open { flex: 1; text-align: left; }
}
`;
