/**
 * The reference page's browser script, served as /api/reference/reference.js. It reads the
 * OpenAPI document from /api/schema/ and renders its operations by tag, their parameters, bodies
 * and answers, and a form that sends a request with an optional bearer token and the chosen
 * Accept-Language. Everything is built with DOM calls (textContent, never innerHTML), so no text
 * of the document can turn into markup. Plain ES2020 in a string: the server bundles no browser
 * code, and the page must work without a network beyond this server.
 */
export const REFERENCE_SCRIPT = String.raw`(function () {
  'use strict';

  var TOKEN_KEY = 'api-reference.token';
  var LANGUAGE_KEY = 'api-reference.language';
  var SCHEMA_PREFIX = '#/components/schemas/';
  var METHODS = ['get', 'post', 'put', 'patch', 'delete'];
  var AUTH_LABELS = { none: 'Public', optional: 'Guest or player', player: 'Player' };

  var doc = null;
  var tokenInput = document.getElementById('token');
  var languageSelect = document.getElementById('language');
  var main = document.getElementById('main');
  var navList = document.getElementById('nav-list');
  var nav = document.getElementById('nav');

  /** h('div', {class: 'x'}, child, 'text', [children]) */
  function h(tag, attrs) {
    var el = document.createElement(tag);
    if (attrs) {
      Object.keys(attrs).forEach(function (key) {
        var value = attrs[key];
        if (value === undefined || value === null || value === false) return;
        if (key === 'class') el.className = value;
        else if (key === 'text') el.textContent = value;
        else if (key.slice(0, 2) === 'on') el.addEventListener(key.slice(2), value);
        else el.setAttribute(key, value === true ? '' : String(value));
      });
    }
    for (var i = 2; i < arguments.length; i++) append(el, arguments[i]);
    return el;
  }
  function append(el, child) {
    if (child === undefined || child === null || child === false) return;
    if (Array.isArray(child)) child.forEach(function (c) { append(el, c); });
    else el.appendChild(typeof child === 'string' ? document.createTextNode(child) : child);
  }

  /** The little markdown the document uses: paragraphs, "- " lists, **bold** and code spans. */
  function inline(text) {
    var out = [];
    var pattern = /(\*\*[^*]+\*\*|\x60[^\x60]+\x60)/g;
    var last = 0;
    var match;
    while ((match = pattern.exec(text))) {
      if (match.index > last) out.push(text.slice(last, match.index));
      var token = match[0];
      out.push(token.charAt(0) === '*' ? h('strong', { text: token.slice(2, -2) }) : h('code', { text: token.slice(1, -1) }));
      last = match.index + token.length;
    }
    if (last < text.length) out.push(text.slice(last));
    return out;
  }
  function markdown(text) {
    var blocks = [];
    var list = null;
    String(text || '').split('\n').forEach(function (line) {
      if (/^\s*- /.test(line)) {
        if (!list) { list = h('ul'); blocks.push(list); }
        list.appendChild(h('li', null, inline(line.replace(/^\s*- /, ''))));
      } else if (line.trim()) {
        list = null;
        blocks.push(h('p', null, inline(line)));
      } else {
        list = null;
      }
    });
    return blocks;
  }

  function refName(ref) {
    return ref.indexOf(SCHEMA_PREFIX) === 0 ? ref.slice(SCHEMA_PREFIX.length) : ref;
  }
  function resolve(schema) {
    var seen = 0;
    while (schema && schema.$ref && seen++ < 20) schema = doc.components.schemas[refName(schema.$ref)] || {};
    return schema || {};
  }
  function schemaAnchor(name) { return 'schema-' + name; }
  function operationAnchor(op) { return 'op-' + op.operationId; }

  /** A short type label: string, integer[], Game, "a" | "b", number | null... */
  function typeLabel(schema) {
    if (!schema) return 'any';
    if (schema.$ref) {
      var name = refName(schema.$ref);
      return h('a', { href: '#' + schemaAnchor(name), text: name });
    }
    var options = schema.anyOf || schema.oneOf;
    if (options) {
      var parts = [];
      options.forEach(function (option, i) {
        if (i) parts.push(' | ');
        parts.push(typeLabel(option));
      });
      return h('span', null, parts);
    }
    if (schema.enum) return schema.enum.map(function (v) { return JSON.stringify(v); }).join(' | ');
    if (schema.const !== undefined) return JSON.stringify(schema.const);
    var type = Array.isArray(schema.type) ? schema.type.join(' | ') : schema.type;
    if (type === 'array') return h('span', null, typeLabel(schema.items), '[]');
    if (type === 'object' && schema.additionalProperties && !schema.properties)
      return h('span', null, 'map of ', typeLabel(schema.additionalProperties));
    if (schema.format) return (type || 'string') + ' (' + schema.format + ')';
    return type || 'any';
  }

  function constraintsOf(schema) {
    var notes = [];
    var add = function (label, value) { notes.push(h('span', null, label + ' ', h('code', { text: String(value) }))); };
    if (schema.minLength !== undefined) add('min length', schema.minLength);
    if (schema.maxLength !== undefined) add('max length', schema.maxLength);
    if (schema.minimum !== undefined) add('min', schema.minimum);
    if (schema.exclusiveMinimum !== undefined) add('more than', schema.exclusiveMinimum);
    if (schema.maximum !== undefined) add('max', schema.maximum);
    if (schema.maxItems !== undefined) add('max items', schema.maxItems);
    if (schema.pattern !== undefined) add('pattern', schema.pattern);
    if (schema.default !== undefined) add('default', JSON.stringify(schema.default));
    if (!notes.length) return null;
    var out = [];
    notes.forEach(function (note, i) { if (i) out.push(' · '); out.push(note); });
    return h('div', { class: 'constraints' }, out);
  }

  /** The schema a property's fields come from, when it has any worth nesting. */
  function nestedOf(schema) {
    if (!schema) return null;
    if (schema.type === 'array') return nestedOf(schema.items);
    var options = schema.anyOf || schema.oneOf;
    if (options) {
      var real = options.filter(function (o) { return o.type !== 'null'; });
      return real.length === 1 ? nestedOf(real[0]) : null;
    }
    if (schema.$ref) return schema;
    if (schema.properties) return schema;
    return null;
  }

  /** A schema as a list of its fields; references open on demand, so deep shapes stay readable. */
  function schemaView(schema, depth) {
    if (schema.$ref) {
      var name = refName(schema.$ref);
      if (depth > 0) return schemaView(resolve(schema), depth - 1);
      var holder = h('details', { class: 'ref' }, h('summary', null, 'Show the fields of ' + name));
      holder.addEventListener('toggle', function once() {
        holder.removeEventListener('toggle', once);
        holder.appendChild(schemaView(resolve(schema), 0));
      });
      return holder;
    }
    var options = schema.anyOf || schema.oneOf;
    if (options) {
      var real = options.filter(function (o) { return o.type !== 'null'; });
      if (real.length === 1) return h('div', null, schemaView(real[0], depth), h('div', { class: 'constraints', text: 'or null' }));
      return h('div', null, h('div', { class: 'constraints', text: 'One of:' }), real.map(function (option) {
        return h('div', { class: 'nested' }, h('div', { class: 'type' }, typeLabel(option)), nestedOf(option) ? schemaView(nestedOf(option), depth) : null);
      }));
    }
    if (schema.type === 'array') {
      return h('div', null, h('div', { class: 'type' }, 'array of ', typeLabel(schema.items)),
        nestedOf(schema.items) ? schemaView(nestedOf(schema.items), depth) : null);
    }
    if (!schema.properties) {
      return h('div', { class: 'props' }, h('div', { class: 'prop' },
        h('div', { class: 'type' }, typeLabel(schema)),
        h('div', null, schema.description ? h('div', { class: 'desc', text: schema.description }) : null, constraintsOf(schema))));
    }
    var required = schema.required || [];
    var rows = Object.keys(schema.properties).map(function (key) {
      var property = schema.properties[key];
      var nested = nestedOf(property);
      return h('div', { class: 'prop' },
        h('div', { class: 'name' }, key, required.indexOf(key) >= 0 ? h('span', { class: 'req', title: 'required', text: '*' }) : null),
        h('div', null,
          h('div', { class: 'type' }, typeLabel(property)),
          property.description ? h('div', { class: 'desc', text: property.description }) : null,
          constraintsOf(property)),
        nested ? h('div', { class: 'nested' }, schemaView(nested, depth - 1)) : null);
    });
    return h('div', { class: 'props' }, rows);
  }

  /** An example value for a schema, for the body of the try-it form. */
  function example(schema, depth) {
    schema = resolve(schema);
    if (depth > 6) return null;
    if (schema.examples && schema.examples.length) return schema.examples[0];
    if (schema.default !== undefined) return schema.default;
    if (schema.const !== undefined) return schema.const;
    if (schema.enum) return schema.enum[0];
    var options = schema.anyOf || schema.oneOf;
    if (options) {
      var real = options.filter(function (o) { return o.type !== 'null'; });
      return example(real[0] || options[0], depth + 1);
    }
    var type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
    if (type === 'object' || schema.properties) {
      var out = {};
      Object.keys(schema.properties || {}).forEach(function (key) { out[key] = example(schema.properties[key], depth + 1); });
      return out;
    }
    if (type === 'array') return [example(schema.items || {}, depth + 1)];
    if (type === 'integer') return schema.minimum !== undefined ? Math.max(schema.minimum, 1) : 1;
    if (type === 'number') return 10;
    if (type === 'boolean') return false;
    if (type === 'null') return null;
    if (schema.format === 'date-time') return new Date().toISOString();
    if (schema.format === 'email') return 'player@example.com';
    if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
    if (schema.pattern === '^\\d{4}-\\d{2}-\\d{2}$') return '1990-01-01';
    return 'string';
  }

  function parameters(operation) {
    return (operation.parameters || []).map(function (p) {
      return p.$ref ? doc.components.parameters[p.$ref.split('/').pop()] : p;
    });
  }
  function authOf(operation) {
    var security = operation.security || [];
    if (!security.length) return 'none';
    return security.some(function (s) { return !Object.keys(s).length; }) ? 'optional' : 'player';
  }
  function statusClass(status) {
    var n = Number(status);
    return n < 300 ? 'ok' : n < 400 ? 'redirect' : n < 500 ? 'client' : 'server';
  }

  function parameterList(list) {
    return h('div', { class: 'props' }, list.map(function (p) {
      return h('div', { class: 'prop' },
        h('div', { class: 'name' }, p.name, p.required ? h('span', { class: 'req', title: 'required', text: '*' }) : null,
          h('span', { class: 'where', text: p.in + (p.explode && p.schema && p.schema.type === 'array' ? ', repeatable' : '') })),
        h('div', null, h('div', { class: 'type' }, typeLabel(p.schema)),
          p.description ? h('div', { class: 'desc', text: p.description }) : null,
          constraintsOf(p.schema || {})));
    }));
  }

  function responsesView(operation) {
    return h('div', { class: 'responses' }, Object.keys(operation.responses).map(function (status) {
      var response = operation.responses[status];
      var media = response.content && response.content['application/json'];
      var headers = response.headers ? Object.keys(response.headers) : [];
      return h('div', { class: 'response' },
        h('div', null, h('span', { class: 'status ' + statusClass(status), text: status }), response.description),
        headers.length ? h('div', { class: 'constraints', text: 'Headers: ' + headers.join(', ') }) : null,
        response.content && !media ? h('div', { class: 'constraints', text: 'Body: ' + Object.keys(response.content).join(', ') }) : null,
        media ? h('div', { class: 'nested' }, h('div', { class: 'type' }, typeLabel(media.schema)),
          Number(status) < 300 ? schemaView(media.schema, 1) : null) : null);
    }));
  }

  function currentHeaders() {
    var headers = { 'Accept-Language': languageSelect.value };
    var token = tokenInput.value.trim();
    if (token) headers.Authorization = 'Bearer ' + token;
    return headers;
  }

  function shellQuote(value) { return "'" + String(value).replace(/'/g, "'\\''") + "'"; }

  /** What a parameter's empty input suggests: its values, its default, or that it repeats. */
  function placeholderOf(p) {
    var schema = p.schema || {};
    var items = schema.type === 'array' ? schema.items || {} : schema;
    var hint = items.enum ? items.enum.join(' | ') : p.in;
    if (schema.type === 'array') hint = 'comma-separated (' + hint + ')';
    if (schema.default !== undefined) hint += ', default ' + schema.default;
    return hint;
  }

  /** The try-it form: parameters, a JSON body prefilled from the schema or multipart fields, Send. */
  function tryForm(path, method, operation) {
    var params = parameters(operation).filter(function (p) { return p.name !== 'Accept-Language'; });
    var inputs = params.map(function (p) {
      var value = p.required ? example(p.schema || {}, 0) : '';
      var input = h('input', {
        name: p.name, spellcheck: 'false', value: value === null ? '' : String(value),
        placeholder: placeholderOf(p),
      });
      return { param: p, input: input, label: h('label', null, h('span', { text: p.name + ' (' + p.in + (p.required ? ', required' : '') + ')' }), input) };
    });
    var body = operation.requestBody;
    var json = body && body.content['application/json'];
    var multipart = body && body.content['multipart/form-data'];
    var textarea = null;
    if (json) {
      textarea = h('textarea', { spellcheck: 'false', 'aria-label': 'JSON body', placeholder: body.required ? '' : 'Optional: the call reads no body.' });
      textarea.value = body.required ? JSON.stringify(example(json.schema, 0), null, 2) : '';
    }
    var parts = [];
    if (multipart) {
      var form = resolve(multipart.schema);
      Object.keys(form.properties || {}).forEach(function (name) {
        var field = resolve(form.properties[name]);
        var isFile = field.format === 'binary' || field.contentMediaType !== undefined;
        var input = isFile ? h('input', { type: 'file', name: name }) : h('input', { name: name, spellcheck: 'false', placeholder: field.enum ? field.enum.join(', ') : '' });
        parts.push({ name: name, file: isFile, input: input, label: h('label', null, h('span', { text: name + (isFile ? ' (file)' : '') }), input) });
      });
    }
    var multipartBox = multipart ? h('div', { class: 'try-grid' }, parts.map(function (part) { return part.label; })) : null;
    // A call that takes JSON or multipart lets the form choose; the other's fields are hidden.
    var mode = json ? 'json' : multipart ? 'multipart' : 'none';
    var modeSelect = null;
    if (json && multipart) {
      modeSelect = h('select', { 'aria-label': 'Body type' }, h('option', { value: 'json', text: 'application/json' }), h('option', { value: 'multipart', text: 'multipart/form-data' }));
      multipartBox.hidden = true;
      modeSelect.addEventListener('change', function () {
        mode = modeSelect.value;
        textarea.hidden = mode !== 'json';
        multipartBox.hidden = mode !== 'multipart';
      });
    }
    var result = h('div', { class: 'result' });
    var send = h('button', { type: 'submit', class: 'send', text: 'Send' });

    function buildRequest() {
      var url = path;
      var query = new URLSearchParams();
      var headers = currentHeaders();
      var missing = [];
      inputs.forEach(function (entry) {
        var value = entry.input.value.trim();
        var p = entry.param;
        if (!value) { if (p.required) missing.push(p.name); return; }
        if (p.in === 'path') url = url.replace('{' + p.name + '}', encodeURIComponent(value));
        else if (p.in === 'query') {
          if (p.explode && p.schema && p.schema.type === 'array')
            value.split(',').forEach(function (v) { if (v.trim()) query.append(p.name, v.trim()); });
          else query.append(p.name, value);
        } else headers[p.name] = value;
      });
      var qs = query.toString();
      if (qs) url += '?' + qs;
      var init = { method: method.toUpperCase(), headers: headers };
      if (mode === 'json' && textarea.value.trim()) {
        headers['Content-Type'] = 'application/json';
        init.body = textarea.value;
      } else if (mode === 'multipart') {
        var data = new FormData();
        parts.forEach(function (part) {
          if (part.file) { if (part.input.files && part.input.files[0]) data.append(part.name, part.input.files[0]); }
          else if (part.input.value.trim()) data.append(part.name, part.input.value.trim());
        });
        init.body = data;
      }
      return { url: url, init: init, missing: missing };
    }

    function curlOf(request) {
      var words = ['curl', '-X', request.init.method, shellQuote(location.origin + request.url)];
      Object.keys(request.init.headers).forEach(function (name) {
        var value = name === 'Authorization' ? 'Bearer <access>' : request.init.headers[name];
        words.push('-H', shellQuote(name + ': ' + value));
      });
      if (typeof request.init.body === 'string') words.push('--data', shellQuote(request.init.body));
      if (mode === 'multipart') parts.forEach(function (part) {
        if (part.file) words.push('-F', shellQuote(part.name + '=@' + (part.input.files && part.input.files[0] ? part.input.files[0].name : 'file')));
        else if (part.input.value.trim()) words.push('-F', shellQuote(part.name + '=' + part.input.value.trim()));
      });
      return words.join(' ');
    }

    async function submit(event) {
      event.preventDefault();
      var request = buildRequest();
      result.textContent = '';
      if (request.missing.length) {
        result.appendChild(h('p', { class: 'error-note', text: 'Fill in: ' + request.missing.join(', ') + '.' }));
        return;
      }
      send.disabled = true;
      var started = performance.now();
      try {
        var response = await fetch(request.url, request.init);
        var elapsed = Math.round(performance.now() - started);
        var type = response.headers.get('content-type') || '';
        result.appendChild(h('div', { class: 'result-head' },
          h('span', { class: 'status ' + statusClass(response.status), text: response.status + ' ' + response.statusText }),
          h('span', { text: elapsed + ' ms' }),
          h('span', { class: 'mono', text: type })));
        if (type.indexOf('image/') === 0) {
          result.appendChild(h('img', { class: 'answer-image', alt: 'The answered image', src: URL.createObjectURL(await response.blob()) }));
        } else {
          var text = await response.text();
          var shown = text;
          var parsed = null;
          try { parsed = JSON.parse(text); shown = JSON.stringify(parsed, null, 2); } catch (e) { /* not JSON */ }
          result.appendChild(h('pre', { text: shown || '(empty body)' }));
          var access = parsed && (parsed.access || (parsed.tokens && parsed.tokens.access));
          if (response.ok && typeof access === 'string') {
            tokenInput.value = access;
            saveSession();
            result.appendChild(h('p', { class: 'notice', text: 'The access token of this answer now signs the other calls.' }));
          }
        }
      } catch (err) {
        result.appendChild(h('p', { class: 'error-note', text: 'The request failed: ' + err.message }));
      } finally {
        send.disabled = false;
      }
      result.appendChild(h('pre', { class: 'curl', text: curlOf(request) }));
    }

    return h('form', { class: 'try', onsubmit: submit },
      h('h4', { text: 'Try it' }),
      inputs.length ? h('div', { class: 'try-grid' }, inputs.map(function (entry) { return entry.label; })) : null,
      modeSelect ? h('label', { class: 'mode' }, h('span', { text: 'Body as' }), modeSelect) : null,
      textarea, multipartBox,
      h('div', { class: 'try-actions' }, send,
        h('span', { class: 'hint', text: (authOf(operation) === 'player' ? 'Needs an access token. ' : '') + 'Sent to this server with the language above as Accept-Language.' })),
      result);
  }

  function operationView(path, method, operation) {
    var auth = authOf(operation);
    var params = parameters(operation).filter(function (p) { return p.name !== 'Accept-Language'; });
    var body = operation.requestBody;
    var details = h('details', { class: 'op', id: operationAnchor(operation) },
      h('summary', null,
        h('span', { class: 'method ' + method, text: method.toUpperCase() }),
        h('span', { class: 'op-path', text: path }),
        h('span', { class: 'op-summary', text: operation.summary || '' }),
        h('span', { class: 'badge ' + auth, text: AUTH_LABELS[auth] })));
    var filled = false;
    details.addEventListener('toggle', function () {
      if (!details.open || filled) return;
      filled = true;
      details.appendChild(h('div', { class: 'op-body' },
        operation.description ? h('p', { class: 'desc', text: operation.description }) : null,
        params.length ? [h('h4', { text: 'Parameters' }), parameterList(params)] : null,
        body ? Object.keys(body.content).map(function (mediaType) {
          var schema = body.content[mediaType].schema;
          return [h('h4', { text: 'Body · ' + mediaType + (body.required ? '' : ' (optional)') }),
            h('div', { class: 'type' }, typeLabel(schema)), schemaView(schema, 1)];
        }) : null,
        h('h4', { text: 'Answers' }), responsesView(operation),
        tryForm(path, method, operation)));
    });
    return details;
  }

  function operationsByTag() {
    var groups = {};
    (doc.tags || []).forEach(function (tag) { groups[tag.name] = { tag: tag, items: [] }; });
    Object.keys(doc.paths).forEach(function (path) {
      METHODS.forEach(function (method) {
        var operation = doc.paths[path][method];
        if (!operation) return;
        var name = (operation.tags && operation.tags[0]) || 'Other';
        if (!groups[name]) groups[name] = { tag: { name: name }, items: [] };
        groups[name].items.push({ path: path, method: method, operation: operation });
      });
    });
    return Object.keys(groups).map(function (name) { return groups[name]; }).filter(function (g) { return g.items.length; });
  }

  function render() {
    document.getElementById('version').textContent = 'v' + doc.info.version + ' · OpenAPI ' + doc.openapi;
    var groups = operationsByTag();
    main.textContent = '';
    main.appendChild(h('h1', { text: doc.info.title }));
    main.appendChild(h('div', { class: 'intro' }, markdown(doc.info.description)));
    navList.textContent = '';
    groups.forEach(function (group) {
      var slug = 'tag-' + group.tag.name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
      main.appendChild(h('h2', { id: slug, text: group.tag.name }));
      if (group.tag.description) main.appendChild(h('p', { class: 'tag-description', text: group.tag.description }));
      var navGroup = h('div', { class: 'nav-group' }, h('div', { class: 'nav-tag', text: group.tag.name }));
      group.items.forEach(function (item) {
        main.appendChild(operationView(item.path, item.method, item.operation));
        navGroup.appendChild(h('a', {
          class: 'nav-op', href: '#' + operationAnchor(item.operation),
          'data-search': (item.method + ' ' + item.path + ' ' + (item.operation.summary || '') + ' ' + group.tag.name).toLowerCase(),
        }, h('span', { class: 'method ' + item.method, text: item.method.toUpperCase() }), h('span', { class: 'path', text: item.path.replace('/api/frontend', '') })));
      });
      navList.appendChild(navGroup);
    });
    main.appendChild(h('h2', { id: 'schemas', text: 'Schemas' }));
    var schemaNav = h('div', { class: 'nav-group' }, h('div', { class: 'nav-tag', text: 'Schemas' }));
    Object.keys(doc.components.schemas).forEach(function (name) {
      var schema = doc.components.schemas[name];
      var details = h('details', { class: 'op', id: schemaAnchor(name) },
        h('summary', null, h('span', { class: 'op-path', text: name }), h('span', { class: 'op-summary', text: schema.description || '' })));
      var filled = false;
      details.addEventListener('toggle', function () {
        if (!details.open || filled) return;
        filled = true;
        details.appendChild(h('div', { class: 'op-body' }, schemaView(schema, 0)));
      });
      main.appendChild(details);
      schemaNav.appendChild(h('a', { class: 'nav-op', href: '#' + schemaAnchor(name), 'data-search': ('schema ' + name).toLowerCase() }, h('span', { class: 'path', text: name })));
    });
    navList.appendChild(schemaNav);
    openFromHash();
  }

  /** A link to #op-… or #schema-… opens that card. */
  function openFromHash() {
    var id = decodeURIComponent(location.hash.slice(1));
    var target = id && document.getElementById(id);
    if (target && target.tagName === 'DETAILS') {
      target.open = true;
      target.scrollIntoView({ block: 'start' });
    }
    if (nav.classList.contains('open')) toggleNav(false);
  }

  function toggleNav(open) {
    var menu = document.getElementById('menu');
    nav.classList.toggle('open', open);
    menu.setAttribute('aria-expanded', String(open));
    menu.textContent = open ? 'Close' : 'Operations';
  }

  /** The sticky header's height, which the sidebar and the anchored cards keep clear of. */
  function measureHeader() {
    document.documentElement.style.setProperty('--top-h', document.querySelector('.top').offsetHeight + 'px');
  }

  function saveSession() {
    var token = tokenInput.value.trim();
    if (token) sessionStorage.setItem(TOKEN_KEY, token);
    else sessionStorage.removeItem(TOKEN_KEY);
    localStorage.setItem(LANGUAGE_KEY, languageSelect.value);
  }

  tokenInput.value = sessionStorage.getItem(TOKEN_KEY) || '';
  languageSelect.value = localStorage.getItem(LANGUAGE_KEY) || 'en';
  tokenInput.addEventListener('change', saveSession);
  languageSelect.addEventListener('change', saveSession);
  document.getElementById('session').addEventListener('submit', function (event) { event.preventDefault(); saveSession(); });
  document.getElementById('menu').addEventListener('click', function () { toggleNav(!nav.classList.contains('open')); });
  document.getElementById('filter').addEventListener('input', function (event) {
    var words = event.target.value.toLowerCase().split(/\s+/).filter(Boolean);
    navList.querySelectorAll('.nav-op').forEach(function (link) {
      var text = link.getAttribute('data-search');
      link.hidden = !words.every(function (w) { return text.indexOf(w) >= 0; });
    });
    navList.querySelectorAll('.nav-group').forEach(function (group) {
      group.hidden = !group.querySelector('.nav-op:not([hidden])');
    });
  });
  window.addEventListener('hashchange', openFromHash);
  window.addEventListener('resize', measureHeader);
  navList.addEventListener('click', function (event) {
    if (event.target.closest('.nav-op') && nav.classList.contains('open')) toggleNav(false);
  });
  measureHeader();

  fetch('/api/schema/', { headers: { Accept: 'application/json' } })
    .then(function (response) {
      if (!response.ok) throw new Error('HTTP ' + response.status);
      return response.json();
    })
    .then(function (document_) { doc = document_; render(); })
    .catch(function (err) {
      main.textContent = '';
      main.appendChild(h('p', { class: 'error-note', text: 'The API document could not be loaded: ' + err.message }));
    });
})();
`;
