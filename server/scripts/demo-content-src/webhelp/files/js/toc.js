// Highlights the current topic in this page's table of contents.
// Works only on its own document: no storage, no network, no access to parent frames.
(function () {
  'use strict';
  var here = window.location.pathname.split('/').pop() || 'index.html';
  var links = document.querySelectorAll('nav.toc a');
  for (var i = 0; i < links.length; i++) {
    var target = (links[i].getAttribute('href') || '').split('#')[0].split('/').pop();
    if (target === here) {
      links[i].classList.add('current');
      links[i].setAttribute('aria-current', 'page');
    }
  }
})();
