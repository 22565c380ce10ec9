/* The phone page: one seat's hand, stars and moves, pushed by server-sent events.
   Every text from the server (names, cards, sentences) is shown with textContent, never as
   markup. No build step, no library: plain DOM. The contract is docs/HOST.md. */
"use strict";
(function () {
  const base = location.pathname.replace(/\/+$/, "");
  const WORDS = window.REDLIGHT_WORDS;
  let lang = pickLanguage(navigator.languages || [navigator.language || "en"]);
  let version = -1;
  let stream = null;
  let retry = null;
  let sending = false;
  let waitedFor = false;  // whether the view shown waits for this seat's move
  let offline = "";  // "", "reconnecting" or "closed" (the host said it stopped)
  let wakeLock = null;

  function pickLanguage(list) {
    for (const tag of list) {
      const code = String(tag).toLowerCase().split("-")[0];
      if (WORDS[code]) return code;
    }
    return "en";
  }
  function word(key, params) {
    let text = (WORDS[lang] && WORDS[lang][key]) || WORDS.en[key] || "";
    for (const name in params || {}) text = text.split("{" + name + "}").join(String(params[name]));
    return text;
  }
  function counted(key, n) {  // "1 card in hand", "2 cards in hand": the language's plural form
    const form = key + "_" + new Intl.PluralRules(lang).select(n);
    const text = (WORDS[lang] && WORDS[lang][form]) || word(key + "_other");
    return text.split("{n}").join(String(n));
  }
  function $(id) { return document.getElementById(id); }
  function el(tag, className, text) {
    const node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined && text !== null) node.textContent = String(text);
    return node;
  }
  // a loopback address opens on this computer only: other phones need the network address
  function isLoopback(host) {
    const name = String(host).toLowerCase().replace(/^\[|\]$/g, "");
    return name === "localhost" || name.endsWith(".localhost") || name === "::1"
      || /^127(\.\d{1,3}){3}$/.test(name);
  }
  function clear(node) { while (node.firstChild) node.removeChild(node.firstChild); }
  // a word's text, where a command-line option ("--bind") is set in a span that is never
  // broken across lines (a browser broke "--" / "bind" after the hyphens); text nodes and
  // textContent only, never markup
  function setWords(node, text) {
    clear(node);
    String(text).split(/(--[a-z][a-z0-9-]*)/).forEach(function (part, i) {
      if (part) node.appendChild(i % 2 ? el("span", "option", part) : document.createTextNode(part));
    });
  }
  function fillWords() {
    document.documentElement.lang = lang;
    for (const node of document.querySelectorAll("[data-word]")) setWords(node, word(node.dataset.word));
  }

  // -- the 18+ gate, asked once per phone ---------------------------------------------
  function adultConfirmed() {
    try { return localStorage.getItem("redlight-adult") === "yes"; } catch (e) { return false; }
  }
  function showGate() {
    $("loading").hidden = true;
    $("gate").hidden = false;
    $("gate-yes").addEventListener("click", function () {
      try { localStorage.setItem("redlight-adult", "yes"); } catch (e) { /* private mode: ask again next time */ }
      $("gate").hidden = true;
      start();
    });
    $("gate-no").addEventListener("click", function () {
      $("gate").hidden = true;
      $("left").hidden = false;
    });
  }

  // -- staying in touch: pushed views, catching up after sleep ---------------------------
  // out of touch with the table, a note above the moves says why (a move pressed then went
  // nowhere, silently; pressed again it is tried again); once the host said it stopped, the
  // moves are greyed and its sentence stays until a view comes again (a host resumed: the
  // page catches up by itself)
  function setConnection(key) {
    if (key === "reconnecting" && offline === "closed") key = "closed";
    offline = key;
    $("connection").textContent = key ? word(key) : "";
    const note = $("offline");
    note.hidden = !key;
    note.textContent = key ? word(key + "_note") : "";
    if (!sending) setButtons(movesOpen());
  }
  function movesOpen() { return offline !== "closed"; }
  function connect() {
    if (stream) stream.close();
    clearTimeout(retry);
    stream = new EventSource(base + "/events");
    stream.addEventListener("view", function (event) {
      setConnection("");
      show(JSON.parse(event.data));
    });
    stream.addEventListener("open", function () { version = -1; });  // a fresh stream starts over
    stream.addEventListener("closed", function () { setConnection("closed"); });  // the host stopped
    stream.addEventListener("error", function () {
      setConnection("reconnecting");
      if (stream.readyState === EventSource.CLOSED) {
        stream = null;
        retry = setTimeout(catchUp, 3000);
      }
    });
  }
  function catchUp() {
    fetch(base + "/view", {cache: "no-store"}).then(function (response) {
      if (response.status === 404) { unknownSeat(); return null; }
      return response.ok ? response.json() : null;
    }).then(function (data) {
      if (data) { setConnection(""); show(data); }
      if (!stream || stream.readyState === EventSource.CLOSED) connect();
    }).catch(function () {
      setConnection("reconnecting");
      clearTimeout(retry);
      retry = setTimeout(catchUp, 3000);
    });
  }
  function unknownSeat() {
    if (stream) stream.close();
    stream = null;
    $("loading").hidden = true;
    $("game").hidden = false;
    $("prompt").textContent = word("unknown");
    clear($("moves"));
  }
  async function keepAwake() {
    try {
      if ("wakeLock" in navigator && document.visibilityState === "visible" && !wakeLock) {
        wakeLock = await navigator.wakeLock.request("screen");
        wakeLock.addEventListener("release", function () { wakeLock = null; });
      }
    } catch (e) { wakeLock = null; }
  }
  document.addEventListener("visibilitychange", function () {
    if (document.visibilityState === "visible" && $("gate").hidden && $("left").hidden) {
      catchUp();
      keepAwake();
    }
  });
  window.addEventListener("online", function () { if (adultConfirmed()) catchUp(); });

  // -- moves ----------------------------------------------------------------------------
  function send(move) {
    if (sending) return;
    sending = true;
    setButtons(false);
    $("refusal").hidden = true;
    const body = Object.assign({}, move, {version: version});
    fetch(base + "/move", {method: "POST", headers: {"Content-Type": "application/json"},
                           body: JSON.stringify(body), cache: "no-store"})
      .then(function (response) {
        return response.json().then(function (data) { return [response.status, data]; });
      })
      .then(function (answer) {
        const status = answer[0], data = answer[1];
        sending = false;
        if (status === 200) { show(data); setButtons(movesOpen()); return; }
        if (data && data.view) show(data.view);
        setButtons(movesOpen());
        refuse(data && data.error ? data.error : String(status));
      })
      .catch(function () {
        sending = false;
        setConnection("reconnecting");
        catchUp();
      });
  }
  function refuse(sentence) {
    const box = $("refusal");
    box.textContent = sentence;
    box.hidden = false;
    box.scrollIntoView({block: "nearest"});  // the button pressed may be far below it
  }
  function setButtons(enabled) {
    for (const button of document.querySelectorAll("#moves button")) button.disabled = !enabled;
  }

  // -- drawing a view -------------------------------------------------------------------
  function show(view) {
    // a view older than the one shown came late (a move's reply overtaken by a push): drop it
    if (view.version < version) return;
    if (view.version !== version) $("refusal").hidden = true;
    version = view.version;
    document.body.dataset.version = String(view.version);  // what is shown, for tests and for people debugging
    document.body.dataset.status = view.status;
    if (view.lang && WORDS[view.lang] && view.lang !== lang) { lang = view.lang; fillWords(); }
    $("loading").hidden = true;
    $("game").hidden = false;
    document.body.classList.toggle("my-move", view.acting === view.seat || view.legal.length > 0);
    $("me").textContent = word("you_are", {name: view.name});
    $("turn").textContent = word("turn", {turn: view.turn});
    // set only when it changes: a live region read out again at every push says nothing new
    if ($("prompt").textContent !== view.prompt) $("prompt").textContent = view.prompt;
    drawInPlay(view.reveal || view.window);
    drawMoves(view);
    drawCards($("hand"), view.hand);
    drawStars($("my-stars"), view.players[view.seat].stars);
    drawCards($("my-awards"), view.awards);
    drawTable(view);
    const log = $("log");
    clear(log);
    for (const line of view.log.slice().reverse()) log.appendChild(el("li", "", line));
    if (!sending) setButtons(movesOpen());
    // the game now waits for this seat (its turn, a response, a choice): a player who
    // scrolled down to the table meanwhile is brought back to the prompt and its moves
    const waits = view.acting === view.seat && view.legal.length > 0;
    if (waits && !waitedFor) $("prompt").scrollIntoView({block: "nearest"});
    waitedFor = waits;
  }
  // the card a response window or a revealed award is about: in nobody's hand, so its
  // words are shown here (to respond to it, or to choose its targets, a player reads it)
  function drawInPlay(playing) {
    const box = $("in-play");
    box.hidden = !(playing && playing.text);
    if (box.hidden) return;
    $("in-play-name").textContent = playing.card;
    $("in-play-text").textContent = playing.text;
  }
  function drawMoves(view) {
    const box = $("moves");
    clear(box);
    if (!view.legal.length) {  // at the end the prompt says who won: nothing more to say
      if (view.status !== "over") box.appendChild(el("p", "quiet", word("no_moves")));
      return;
    }
    view.legal.forEach(function (move, index) {
      const button = el("button", "big move " + move.type, view.labels[index]);
      button.type = "button";
      button.dataset.type = move.type;
      button.addEventListener("click", function () { send(move); });
      box.appendChild(button);
    });
  }
  function drawCards(list, cards) {
    clear(list);
    if (!cards.length) { list.appendChild(el("li", "quiet", word("empty"))); return; }
    for (const card of cards) {
      const item = el("li", "card " + (card.kind || ""));
      item.appendChild(el("strong", "", card.name));
      if (card.kind === "star") item.appendChild(el("span", "values", word("star_values", card)));
      if (card.text) item.appendChild(el("span", "text", card.text));
      list.appendChild(item);
    }
  }
  function drawStars(box, stars) {
    clear(box);
    if (!stars.length) { box.appendChild(el("p", "quiet", word("empty"))); return; }
    for (const star of stars) {
      const item = el("div", "star" + (star.used ? " used" : ""));
      const head = el("div", "star-name", star.name);
      if (star.used) head.appendChild(el("span", "tag", word("used")));
      item.appendChild(head);
      const values = el("div", "values");
      for (const value of ["psyche", "charisma", "fame"]) {
        values.appendChild(el("span", value, word(value, star)));
      }
      item.appendChild(values);
      if (star.films.length) {
        item.appendChild(el("div", "films", word("films", {films: star.films.map(function (f) { return f.name; }).join(", ")})));
      }
      box.appendChild(item);
    }
  }
  function drawTable(view) {
    const decks = view.decks;
    $("decks").textContent = word("decks", {
      main: decks.main, films: decks.films, awards: decks.awards,
      film: decks.film_top_required === null ? "–" : decks.film_top_required,
      cost: view.next_award_cost === null ? "–" : view.next_award_cost});
    const box = $("players");
    clear(box);
    for (const player of view.players) {
      const row = el("div", "player" + (player.seat === view.acting ? " acting" : "") + (player.out ? " out" : ""));
      const head = el("div", "player-name", player.name);
      if (player.computer) head.appendChild(el("span", "tag", word("computer")));
      if (player.seat === view.acting) head.appendChild(el("span", "tag hot", word("acting")));
      if (player.out) head.appendChild(el("span", "tag", word("out")));
      row.appendChild(head);
      row.appendChild(el("div", "counts", counted("hand", player.hand_count) + " · " +
                                         counted("awards", player.award_count)));
      const stars = el("div", "stars");
      drawStars(stars, player.stars);
      row.appendChild(stars);
      box.appendChild(row);
    }
  }

  function start() {
    $("loading").hidden = false;
    keepAwake();
    catchUp();
  }
  fillWords();
  $("loopback").hidden = !isLoopback(location.hostname);
  if (adultConfirmed()) start(); else showGate();
})();
