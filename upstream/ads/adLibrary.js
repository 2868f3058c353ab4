/*
 * Stand-in ad library ("bidding framework"), served by the local upstream at
 * /thirdparty/ad-library.js. A third-party script: it knows nothing of Neutron's code, only the
 * API of shared/ads/library.ts and the ad server call of upstream/ads/adRequest.ts.
 *
 *   window.neutronAds = window.neutronAds || { cmd: [] };
 *   window.neutronAds.cmd.push(function (ads) { ads.init({ adServerUrl }); ads.display(slot, listener); });
 *
 * Lifecycle events per slot: assign, auction, render (blank or not), clear; errors as
 * { type: 'error', message }. A creative is an <img> of exactly the size the ad server chose.
 */
(function () {
  'use strict';
  var w = window;
  var existing = w.neutronAds;
  if (existing && existing.loaded) return;
  var queued = existing && Array.isArray(existing.cmd) ? existing.cmd.slice() : [];
  var config = null;
  var slots = Object.create(null);

  function emit(slot, event) {
    try {
      slot.listener(event);
    } catch (error) {
      console.error('Ad listener failed', error);
    }
  }

  function targetingQuery(targeting) {
    var params = new URLSearchParams();
    Object.keys(targeting || {}).forEach(function (key) {
      var value = targeting[key];
      params.set(key, Array.isArray(value) ? value.join(',') : String(value));
    });
    return params.toString();
  }

  function requestUrl(def) {
    var pos = def.targeting && typeof def.targeting.pos === 'string' ? def.targeting.pos : def.name;
    var params = new URLSearchParams({
      pos: pos,
      name: def.name,
      type: def.type,
      sz: def.sizes
        .map(function (size) {
          return size[0] + 'x' + size[1];
        })
        .join(','),
      region: def.region || '',
      cats: (def.categories || []).join(','),
      cust_params: targetingQuery(def.targeting),
    });
    return config.adServerUrl + '/ads/v1/slot?' + params.toString();
  }

  function empty(element) {
    while (element && element.firstChild) element.removeChild(element.firstChild);
  }

  function render(slot, seq, creative) {
    var element = document.getElementById(slot.def.divId);
    if (!element) {
      emit(slot, { type: 'error', message: 'Ad slot element ' + slot.def.divId + ' is missing' });
      return;
    }
    empty(element);
    if (!creative) {
      emit(slot, { type: 'render', blank: true });
      return;
    }
    var img = document.createElement('img');
    img.width = creative.width;
    img.height = creative.height;
    img.alt = 'Advertisement';
    img.decoding = 'async';
    img.className = 'ad-creative';
    img.onload = function () {
      if (slot.seq === seq && slots[slot.def.divId] === slot)
        emit(slot, { type: 'render', blank: false, size: [creative.width, creative.height] });
    };
    img.onerror = function () {
      if (img.parentNode) img.parentNode.removeChild(img);
      if (slot.seq === seq && slots[slot.def.divId] === slot)
        emit(slot, { type: 'error', message: 'Ad creative ' + creative.id + ' failed to load' });
    };
    img.src = new URL(creative.url, config.adServerUrl + '/').toString();
    element.appendChild(img);
  }

  function auction(slot) {
    var seq = ++slot.seq;
    if (!slot.def.sizes || slot.def.sizes.length === 0) {
      console.warn('No ad units: load aborted', slot.def.divId);
      emit(slot, { type: 'render', blank: true });
      return;
    }
    emit(slot, { type: 'auction' });
    fetch(requestUrl(slot.def), { credentials: 'omit', cache: 'no-store' })
      .then(function (response) {
        if (!response.ok) throw new Error('Ad server answered ' + response.status);
        return response.json();
      })
      .then(function (body) {
        if (slot.seq !== seq || slots[slot.def.divId] !== slot) return;
        var creative = body && body.creative;
        var valid = creative && typeof creative.url === 'string' && creative.width > 0 && creative.height > 0;
        if (creative && !valid) throw new Error('Ad server answer is not in the correct format');
        render(slot, seq, valid ? creative : null);
      })
      .catch(function (error) {
        if (slot.seq !== seq || slots[slot.def.divId] !== slot) return;
        emit(slot, { type: 'error', message: error && error.message ? error.message : String(error) });
      });
  }

  var api = {
    version: '1',
    loaded: true,
    init: function (options) {
      if (config) return false;
      config = { adServerUrl: String(options && options.adServerUrl ? options.adServerUrl : '').replace(/\/+$/, '') };
      return true;
    },
    display: function (def, listener) {
      var slot = { def: def, listener: typeof listener === 'function' ? listener : function () {}, seq: 0 };
      if (!config) {
        emit(slot, { type: 'error', message: 'Ad library is not initialised' });
        return;
      }
      var previous = slots[def.divId];
      if (previous) previous.seq++;
      slots[def.divId] = slot;
      emit(slot, { type: 'assign' });
      auction(slot);
    },
    refresh: function (divId) {
      var slot = slots[divId];
      if (slot) auction(slot);
    },
    clear: function (divId) {
      var slot = slots[divId];
      if (!slot) return;
      slot.seq++;
      empty(document.getElementById(divId));
      emit(slot, { type: 'clear' });
    },
    destroy: function (divId) {
      var slot = slots[divId];
      if (!slot) return;
      slot.seq++;
      delete slots[divId];
      empty(document.getElementById(divId));
    },
  };

  function run(command) {
    try {
      command(api);
    } catch (error) {
      console.error('Ad command failed', error);
    }
  }

  api.cmd = {
    push: function (command) {
      run(command);
      return 0;
    },
  };
  w.neutronAds = api;
  queued.forEach(run);
})();
