import { SANDBOX_CARD_MESSAGE_SOURCE } from '@backroom/core/payments/payment-contract';

/**
 * The sandbox provider's card form, shown by the storefront in an iframe from our own origin. It
 * has no inline script or style, so its Content-Security-Policy allows only files from 'self'.
 * The storefront posts {type: 'tokenize'}; the form sends the card to payment/sandbox/tokenize and
 * posts back the token (never the number) to its parent, on its own origin only.
 */
export const SANDBOX_CARD_FORM_HTML = `<!doctype html>
<html lang="en-CA">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="referrer" content="same-origin" />
    <title>Sandbox card</title>
    <link rel="stylesheet" href="form.css" />
    <script src="form.js" defer></script>
  </head>
  <body>
    <form id="card-form" novalidate autocomplete="on">
      <p class="note">Sandbox: nothing is charged. Test cards: 4242 4242 4242 4242 approves, 4000 0000 0000 0002 is declined, 4000 0000 0000 0119 fails.</p>
      <label for="card-number">Card number</label>
      <input id="card-number" name="number" inputmode="numeric" autocomplete="cc-number" maxlength="23" placeholder="4242 4242 4242 4242" required />
      <div class="row">
        <div>
          <label for="card-expiry">Expiry (MM/YY)</label>
          <input id="card-expiry" name="expiry" inputmode="numeric" autocomplete="cc-exp" maxlength="7" placeholder="MM/YY" required />
        </div>
        <div>
          <label for="card-cvc">CVC</label>
          <input id="card-cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" maxlength="4" placeholder="123" required />
        </div>
      </div>
      <ul id="card-errors" class="errors" role="alert" aria-live="polite"></ul>
      <button type="submit" hidden>Pay</button>
    </form>
  </body>
</html>
`;

export const SANDBOX_CARD_FORM_CSS = `*{box-sizing:border-box}
body{margin:0;padding:8px;font:16px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2d1f;background:transparent}
.note{margin:0 0 12px;font-size:13px;color:#52605a}
label{display:block;margin:8px 0 4px;font-size:14px;font-weight:600}
input{width:100%;padding:10px 12px;font:inherit;border:1px solid #9aa79f;border-radius:4px;background:#fff}
input:focus{outline:2px solid #2e7d32;outline-offset:1px;border-color:#2e7d32}
input[aria-invalid="true"]{border-color:#c62828}
.row{display:flex;gap:12px}
.row>div{flex:1}
.errors{margin:8px 0 0;padding:0;list-style:none;color:#c62828;font-size:14px}
`;

export const SANDBOX_CARD_FORM_SCRIPT = `(function () {
  'use strict';
  var SOURCE = ${JSON.stringify(SANDBOX_CARD_MESSAGE_SOURCE)};
  var origin = window.location.origin;
  var form = document.getElementById('card-form');
  var fields = {
    number: document.getElementById('card-number'),
    expiry: document.getElementById('card-expiry'),
    cvc: document.getElementById('card-cvc')
  };
  var errorList = document.getElementById('card-errors');
  var busy = false;

  function tell(message) {
    message.source = SOURCE;
    if (window.parent !== window) window.parent.postMessage(message, origin);
  }

  function showErrors(errors) {
    errorList.textContent = '';
    Object.keys(fields).forEach(function (name) { fields[name].removeAttribute('aria-invalid'); });
    errors.forEach(function (error) {
      var item = document.createElement('li');
      item.textContent = error.message;
      errorList.appendChild(item);
      if (fields[error.field]) fields[error.field].setAttribute('aria-invalid', 'true');
    });
  }

  fields.number.addEventListener('input', function () {
    var digits = fields.number.value.replace(/\\D/g, '').slice(0, 19);
    fields.number.value = digits.replace(/(\\d{4})(?=\\d)/g, '$1 ');
  });
  fields.expiry.addEventListener('input', function () {
    var digits = fields.expiry.value.replace(/\\D/g, '').slice(0, 4);
    fields.expiry.value = digits.length > 2 ? digits.slice(0, 2) + '/' + digits.slice(2) : digits;
  });
  fields.cvc.addEventListener('input', function () {
    fields.cvc.value = fields.cvc.value.replace(/\\D/g, '').slice(0, 4);
  });

  form.addEventListener('submit', function (event) {
    event.preventDefault();
    tell({ type: 'submit' });
  });

  function tokenize() {
    if (busy) return;
    busy = true;
    showErrors([]);
    fetch('tokenize', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ number: fields.number.value, expiry: fields.expiry.value, cvc: fields.cvc.value })
    })
      .then(function (response) {
        return response.json().then(function (body) { return { ok: response.ok, body: body }; });
      })
      .then(function (answer) {
        if (answer.ok) {
          fields.number.value = '';
          fields.cvc.value = '';
          tell({ type: 'token', token: answer.body.token, brand: answer.body.brand, last4: answer.body.last4 });
          return;
        }
        var error = (answer.body && answer.body.error) || {};
        var errors = (error.details || []).map(function (detail) {
          return { field: String(detail.path).replace(/^body\\//, ''), message: detail.message };
        });
        if (errors.length === 0) errors = [{ field: 'card', message: error.message || 'The card could not be checked.' }];
        showErrors(errors);
        tell({ type: 'error', status: 'Invalid', errors: errors });
      })
      .catch(function () {
        var errors = [{ field: 'card', message: 'The card could not be checked. Try again.' }];
        showErrors(errors);
        tell({ type: 'error', status: 'Unknown', errors: errors });
      })
      .then(function () { busy = false; });
  }

  window.addEventListener('message', function (event) {
    if (event.origin !== origin || event.source !== window.parent) return;
    var data = event.data;
    if (data && data.source === SOURCE && data.type === 'tokenize') tokenize();
  });

  tell({ type: 'ready' });
})();
`;
