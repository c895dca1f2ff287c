// The embedded chat-action form's sanitiser (ARCHITECTURE §8): a table of XSS payloads, each
// checked the same way: nothing runs, no script-bearing element, handler, style or URL survives.
import { afterEach, describe, expect, it } from 'vitest';
import { sanitizeFormHtml } from '../../src/platform/sanitizeHtml.ts';

const RUN = 'window.__xss=1';
const PAYLOADS: string[] = [
  `<script>${RUN}</script>`,
  `<SCRIPT SRC=//evil.example/x.js></SCRIPT>`,
  `<img src=x onerror="${RUN}">`,
  `<svg onload="${RUN}"><circle r="1"/></svg>`,
  `<svg><script>${RUN}</script></svg>`,
  `<math><mi xlink:href="javascript:${RUN}">x</mi></math>`,
  `<iframe src="javascript:${RUN}"></iframe>`,
  `<iframe srcdoc="<script>${RUN}</script>"></iframe>`,
  `<object data="javascript:${RUN}"></object>`,
  `<embed src="javascript:${RUN}">`,
  `<a href="javascript:${RUN}">click</a>`,
  `<a href="JaVaScRiPt:${RUN}">click</a>`,
  `<a href="&#106;avascript:${RUN}">click</a>`,
  `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>`,
  `<form action="javascript:${RUN}"><input type="submit"></form>`,
  `<button formaction="javascript:${RUN}">go</button>`,
  `<input type="image" src="x" onerror="${RUN}">`,
  `<input name="a" onfocus="${RUN}" autofocus>`,
  `<input type="text" style="background:url(javascript:${RUN})">`,
  `<div style="background-image:url('https://evil.example/t.png')">x</div>`,
  `<style>@import 'https://evil.example/x.css';</style><p>x</p>`,
  `<link rel="stylesheet" href="https://evil.example/x.css">`,
  `<meta http-equiv="refresh" content="0;url=javascript:${RUN}">`,
  `<base href="javascript:${RUN}//">`,
  `<details open ontoggle="${RUN}"><summary>x</summary></details>`,
  `<select onchange="${RUN}"><option>1</option></select>`,
  `<textarea onblur="${RUN}">t</textarea>`,
  `<label for="x" onclick="${RUN}">l</label>`,
  `<body onload="${RUN}">`,
  `<video><source onerror="${RUN}"></video>`,
  `<audio src=x onerror="${RUN}"></audio>`,
  `<marquee onstart="${RUN}">m</marquee>`,
  `<div data-bind="${RUN}" data-x="1">d</div>`,
  `<noscript><p title="</noscript><img src=x onerror=${RUN}>"></noscript>`,
  `<template><script>${RUN}</script></template>`,
  `<div>"><img src=x onerror=${RUN}></div>`,
  `<input type="hidden" name="k" value="&quot; onmouseover=&quot;${RUN}">`,
  `<table background="javascript:${RUN}"><tr><td>x</td></tr></table>`,
  `<isindex action="javascript:${RUN}" type="image">`,
  `<math><style><img src=x onerror=${RUN}></style></math>`,
];

const FORBIDDEN_TAGS =
  'script, iframe, object, embed, style, link, meta, base, img, svg, math, a, form, button, video, audio, source, template, noscript, details, marquee, body';
const URL_ATTRIBUTES = [
  'href',
  'src',
  'srcdoc',
  'action',
  'formaction',
  'xlink:href',
  'background',
];

type XssWindow = Window & { __xss?: unknown };
afterEach(() => {
  delete (window as XssWindow).__xss;
  document.body.innerHTML = '';
});

describe('sanitizeFormHtml', () => {
  it('has at least 30 payloads', () => expect(PAYLOADS.length).toBeGreaterThanOrEqual(30));

  it.each(PAYLOADS)('%s: nothing runs, no handler, style or URL survives', (payload) => {
    const host = document.createElement('div');
    host.innerHTML = sanitizeFormHtml(payload);
    document.body.append(host);
    for (const control of host.querySelectorAll('input, select, textarea, label')) {
      control.dispatchEvent(new Event('focus'));
      control.dispatchEvent(new Event('change'));
      control.dispatchEvent(new MouseEvent('click'));
    }
    expect((window as XssWindow).__xss).toBeUndefined();
    expect(host.querySelector(FORBIDDEN_TAGS)).toBeNull();
    for (const element of host.querySelectorAll('*')) {
      for (const { name, value } of element.attributes) {
        expect(name, payload).not.toMatch(/^on/i);
        expect(name).not.toBe('style');
        expect(name).not.toMatch(/^data-/);
        expect(URL_ATTRIBUTES).not.toContain(name);
        expect(value).not.toMatch(/(javascript|vbscript|data):/i);
      }
      if (element.tagName === 'INPUT') {
        expect(['image', 'submit', 'button', 'reset', 'file']).not.toContain(
          element.getAttribute('type'),
        );
      }
    }
  });

  it('keeps a form’s fields, names, labels and limits', () => {
    const html = sanitizeFormHtml(
      `<fieldset><legend>Leave</legend><label for="f">From</label>
       <input id="f" name="from_date" type="date" required>
       <select name="leave_type"><option value="sick" selected>Sick</option></select>
       <textarea name="reason" maxlength="350" rows="3"></textarea>
       <input type="checkbox" name="half_day" value="true" checked>
       <input type="submit" value="Send"><button>Go</button></fieldset>`,
    );
    const host = document.createElement('div');
    host.innerHTML = html;
    expect(host.querySelector('input[name="from_date"][type="date"][required]')).not.toBeNull();
    expect(host.querySelector('label[for="f"]')?.textContent).toBe('From');
    expect(host.querySelector('select[name="leave_type"] option[selected]')).not.toBeNull();
    expect(host.querySelector('textarea[name="reason"]')?.getAttribute('maxlength')).toBe('350');
    expect(host.querySelector('input[type="checkbox"][checked]')).not.toBeNull();
    // The dialog's own Submit sends the form: the embedded ones go, a button's text stays.
    expect(host.querySelector('input[type="submit"], button')).toBeNull();
    expect(host.textContent).toContain('Go');
  });
});
