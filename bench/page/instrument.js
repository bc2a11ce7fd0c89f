// In-page instrumentation of the browser benchmarks (plain script, loaded before the widget or the grid).
//   window.__bench.answerAt    performance.now() when the list answer's body was fully received
//   window.__bench.firstRowsAt  the first paint after rows were in the table (see watchFirstRows)
//   window.__bench.allRowsAt    the first paint after the page's rows were all there (the widget builds a
//                               long page in two stages: the rows in view, then the rest)
//   window.__bench.rowsSinceStartAt  the first paint with rows, watched from the page's start (rows may come
//                               from the list kept in the browser, before any answer); performance.now()
//                               counts from the navigation's start
//   window.__bench.answerStatus the HTTP status of the list answer (304 when the kept copy was confirmed)
//   window.__bench.arm(type)    measure the next composed `type` event (keydown, click, input) to the paint after
//                               the last DOM change it caused: resolves { start, end, latency } once the
//                               page stayed quiet for QUIET_MS; `input` is the time from the first composed
//                               `input` event after it (a typed key's own event) to the same paint. Each paint
//                               after a change is marked `bench:painted` (read by bench/trace.ts)
//   window.__bench.rowTexts()   the text of each row shown (the rows of the matched cells), to tell whether an
//                               action changed the page's rows
(function () {
  'use strict';
  var QUIET_MS = 200;
  var bench = (window.__bench = { answerAt: null, firstRowsAt: null, allRowsAt: null, rowsSinceStartAt: null, answerStatus: null, errors: [], done: null });
  window.addEventListener('error', function (e) { bench.errors.push(String(e.message)); });

  // The list answer: both pages read the body with text().
  var realFetch = window.fetch.bind(window);
  window.fetch = function (input, init) {
    return realFetch(input, init).then(function (res) {
      var url = typeof input === 'string' ? input : input.url;
      if (!/liste-offres|offers\.json/.test(url)) return res;
      bench.answerStatus = res.status;
      if (res.status === 304) bench.answerAt = performance.now();
      var read = res.text.bind(res);
      res.text = function () {
        return read().then(function (body) {
          bench.answerAt = performance.now();
          performance.mark('bench:answerAt');
          bench.watchFirstRows();
          return body;
        });
      };
      return res;
    });
  };

  /**
   * root(): where the rows are (the widget's shadow root or the grid); rows are found with `selector`;
   * complete(root): true once the page's rows are all there (default: as soon as there are rows);
   * ignore: a selector of parts whose changes are not timed (a visually hidden live region that a grid
   * fills for screen readers after its own delay: AG Grid's `.ag-aria-description-container`, ~250 ms later).
   */
  bench.configure = function (root, selector, complete, ignore) { bench.root = root; bench.rowSelector = selector; bench.complete = complete; bench.ignore = ignore; };

  /** True when a mutation record is in an ignored part. */
  var ignored = function (record) {
    if (!bench.ignore) return false;
    var el = record.target.nodeType === 1 ? record.target : record.target.parentElement;
    return !!(el && el.closest(bench.ignore));
  };

  bench.rowCount = function () {
    var root = bench.root && bench.root();
    return root ? root.querySelectorAll(bench.rowSelector).length : 0;
  };

  bench.rowTexts = function () {
    var root = bench.root && bench.root();
    if (!root) return [];
    var rows = [];
    root.querySelectorAll(bench.rowSelector).forEach(function (el) {
      var row = el.closest('tr') || el;
      if (rows[rows.length - 1] !== row && rows.indexOf(row) < 0) rows.push(row);
    });
    return rows.map(function (row) { return row.textContent; });
  };

  var isComplete = function () { return bench.rowCount() > 0 && (!bench.complete || bench.complete(bench.root())); };

  /** Sets bench[field] at the first paint after rows are in the table (all of the page's rows: `all`). */
  var whenRowsPainted = function (field, all) {
    var poll = function () {
      if (all ? isComplete() : bench.rowCount() > 0) {
        setTimeout(function () { bench[field] = performance.now(); performance.mark('bench:' + field); }, 0);
        return;
      }
      requestAnimationFrame(poll);
    };
    requestAnimationFrame(poll);
  };
  bench.watchFirstRows = function () { whenRowsPainted('firstRowsAt'); whenRowsPainted('allRowsAt', true); };
  whenRowsPainted('rowsSinceStartAt');

  bench.arm = function (type) {
    var start = null;
    var inputAt = null;
    var end = null;
    var pending = 0;
    var quiet = null;
    var observer;
    bench.done = new Promise(function (resolve) {
      var settle = function () {
        clearTimeout(quiet);
        quiet = setTimeout(function () {
          if (pending > 0) return settle();
          observer.disconnect();
          window.removeEventListener('input', onInput, true);
          resolve({ start: start, end: end, latency: end - start, input: inputAt === null ? NaN : end - inputAt });
        }, QUIET_MS);
      };
      var afterPaint = function () {
        pending++;
        requestAnimationFrame(function () {
          setTimeout(function () {
            end = performance.now();
            performance.mark('bench:painted');
            pending--;
            settle();
          }, 0);
        });
      };
      observer = new MutationObserver(function (records) {
        if (start !== null && !records.every(ignored)) afterPaint();
      });
      observer.observe(bench.root(), { subtree: true, childList: true, characterData: true, attributes: true });
      // An action that never produced its event must not hang the run.
      setTimeout(function () { if (start === null) { observer.disconnect(); resolve({ start: NaN, end: NaN, latency: NaN }); } }, 10000);
      window.addEventListener(type, function (e) {
        start = e.timeStamp;
        afterPaint();
      }, { capture: true, once: true });
      var onInput = function (e) {
        if (start === null || inputAt !== null) return;
        inputAt = e.timeStamp;
        window.removeEventListener('input', onInput, true);
      };
      window.addEventListener('input', onInput, true);
    });
  };
})();
