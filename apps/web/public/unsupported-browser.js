/* global document */
// Runs only in browsers without ES module support (Internet Explorer): show the static notice.
(function () {
  var notice = document.getElementById('unsupported-browser');
  if (notice) notice.hidden = false;
})();
