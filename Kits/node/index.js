'use strict';
// trackcheck-kit for Node: the protocol loop (versions 3, 2 and 1, pipelining),
// an App with one handler per OS callback, the SDK recorder, Android
// stand-ins whose use protocols 2 and 3 report, the SDK's network service (a
// recorder of its requests, and the Campaign extension's hits), and stdout
// protection. No dependencies. docs/ADAPTERS.md has the concept map shared by every kit.

const readline = require('node:readline');

const PROTOCOLS = [3, 2, 1];

/** What an adapter can report as evidence (hello.reports), in the order the protocol lists them. */
const EVIDENCE = ['calls', 'hits'];

/**
 * What `--reports calls,hits` (or `hits`, `calls`) in `args` asks the adapter to report; `fallback`
 * without it, or when it names nothing the protocol knows.
 * @param {string[]} [args]
 * @param {string[]} [fallback]
 * @returns {string[]}
 */
function reportsFromCommandLine(args = process.argv.slice(1), fallback = ['calls']) {
  const flag = args.indexOf('--reports');
  if (flag < 0 || flag + 1 >= args.length) return [...fallback];
  const named = args[flag + 1].split(',');
  const reports = EVIDENCE.filter((evidence) => named.includes(evidence));
  return reports.length > 0 ? reports : [...fallback];
}

/** AEP's HttpMethod. */
const HttpMethod = Object.freeze({ GET: 'GET', POST: 'POST' });

/** AEP's NetworkRequest: what the SDK asks its network service to send. */
class NetworkRequest {
  /**
   * @param {string} url the URL exactly as the SDK built it (never re-encoded)
   * @param {string} [method] GET or POST
   * @param {string|Uint8Array} [body] the payload (ignored for a GET)
   * @param {{[name: string]: string}} [headers]
   * @param {number} [connectTimeout] seconds (AEP: 5)
   * @param {number} [readTimeout] seconds (AEP: 5)
   */
  constructor(url, method = HttpMethod.GET, body = '', headers = {}, connectTimeout = 5, readTimeout = 5) {
    Object.assign(this, { url, method, body, headers: { ...headers }, connectTimeout, readTimeout });
  }
  getUrl() { return this.url; }
  getMethod() { return this.method; }
  getBody() { return typeof this.body === 'string' ? Buffer.from(this.body, 'utf8') : Buffer.from(this.body); }
  getHeaders() { return this.headers; }
}

/** AEP's HttpConnection: the answer to a request. */
class HttpConnection {
  constructor(responseCode, body = '') { this.responseCode = responseCode; this.body = body; }
  getResponseCode() { return this.responseCode; }
  close() {}
}

/**
 * Every request the SDK sends, in the order it sends them, answered 200 with an empty body: what
 * an adapter reports as hits (`requests` in each answer). Two identical hits are two entries (a
 * recorder keyed by URL, as Adobe's own test double keeps them, would hide a duplicate). The
 * kit's default network service (ServiceProvider.networkService) is NetworkRecorder.shared.
 */
class NetworkRecorder {
  constructor() { this.requests = []; }
  /** Records one request the SDK sent. */
  record(method, url, headers = {}, body = '') { this.requests.push({ method, url, headers: { ...headers }, body }); }
  /** Records request (method, URL, headers, body) and answers it 200. */
  connectAsync(request, callback) {
    const body = request.method === HttpMethod.POST ? request.getBody().toString('utf8') : '';
    this.record(request.method, request.url, request.headers, body);
    if (typeof callback === 'function') callback(new HttpConnection(200));
  }
  /** The requests recorded since the last take, in order, as the protocol reports them. */
  take() { const requests = this.requests; this.requests = []; return requests; }
}
NetworkRecorder.shared = new NetworkRecorder();

/**
 * AEP's ServiceProvider: the network service the SDK sends through (replaceable, as in a test). The object is its
 * own only instance: ServiceProvider.getInstance().getNetworkService(), as Android's call reads, is
 * ServiceProvider.getNetworkService().
 */
const ServiceProvider = {
  networkService: NetworkRecorder.shared,
  getInstance() { return this; },
  getNetworkService() { return this.networkService; },
  setNetworkService(service) { this.networkService = service; },
};

const UNRESERVED = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~';
/** What URLComponents leaves unencoded in a query item's value (`&` and `=` are encoded, `+` is not). */
const QUERY_ITEM_ALLOWED = new Set(UNRESERVED + "!$'()*+,/:;?@");
/** What URLComponents accepts in a host (a reg-name: unreserved, sub-delimiters, percent-encoded octets). */
const HOST_ALLOWED = new Set(UNRESERVED + "!$&'()*+,;=%");

function percentEncoded(text, allowed) {
  let encoded = '';
  for (const character of text) {
    encoded += allowed.has(character)
      ? character
      : [...Buffer.from(character, 'utf8')].map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`).join('');
  }
  return encoded;
}

/** The host `URLComponents.host = server` keeps, or undefined when it refuses it (`host:port`, a space …). */
function iosHost(server) {
  if (server.startsWith('[') && server.endsWith(']')) return /^\[[0-9A-Fa-f:.]+\]$/.test(server) ? server : undefined;
  const host = /^[\x00-\x7f]*$/.test(server) ? server : require('node:url').domainToASCII(server);
  return host !== '' && [...host].every((character) => HOST_ALLOWED.has(character)) ? host : undefined;
}

/**
 * The Campaign extension's tracking hits, as the kit's SDK stand-ins send them when the adapter
 * reports hits: for each call the SDK accepts (collectMessageInfo, or trackAction('tracking', …)
 * with the postback rule) with deliveryId, broadlogId and action non-empty strings, a GET through
 * ServiceProvider.networkService to https://{campaign.server}/r/?id={broadlogId},{deliveryId},{action}&mcId={ECID},
 * built as the case's platform builds it: iOS with URLComponents (the query percent-encoded, a `+`
 * left as is; a server written host:port gives no URL, and the hit is dropped), Android by
 * formatting the text (nothing encoded). The same rules and defaults as the Swift and Java kits.
 */
const CampaignHits = {
  /** The campaign.server used when the app configures none (MobileCore.updateConfiguration). */
  DEFAULT_SERVER: 'campaign.example.com',
  /** The ECID the stand-ins' Identity holds. */
  ECID: '43174937127634517389425386451364813219',
  /** The headers each platform's extension sends with a hit. */
  HEADERS: {
    ios: { 'Content-Type': 'application/json', Accept: '*/*' },
    android: { connection: 'close', 'Content-Type': 'application/json', Accept: '*/*' },
  },
  /** Whether the stand-ins send hits (the adapter reports them), and as which platform's extension. */
  sending: false,
  platform: 'ios',
  /** The app's campaign.server, when it configured one. */
  server: undefined,

  /**
   * The tracking URL platform's Campaign extension builds, or undefined when it builds none (an
   * empty value; on iOS a server URLComponents.host refuses, such as host:port).
   */
  trackingUrl(platform, server, broadlogId, deliveryId, action, ecid) {
    if (![server, broadlogId, deliveryId, action, ecid].every((value) => typeof value === 'string' && value !== '')) return undefined;
    // Android: String.format(CAMPAIGN_TRACKING_URL, server, broadlogId, deliveryId, action, ecid).
    if (platform !== 'ios') return `https://${server}/r/?id=${broadlogId},${deliveryId},${action}&mcId=${ecid}`;
    const host = iosHost(server);
    if (host === undefined) return undefined;
    const id = percentEncoded(`${broadlogId},${deliveryId},${action}`, QUERY_ITEM_ALLOWED);
    return `https://${host}/r/?id=${id}&mcId=${percentEncoded(ecid, QUERY_ITEM_ALLOWED)}`;
  },

  /** The app's configuration (MobileCore.updateConfiguration): its campaign.server. */
  configuration(values) {
    if (values && typeof values['campaign.server'] === 'string') this.server = values['campaign.server'];
  },

  /** What the extension does with a call the tracker made: the hit it sends, if any. */
  process(api, action, contextData) {
    if (!this.sending || contextData === null || typeof contextData !== 'object') return;
    if (api !== 'collectMessageInfo' && !(api === 'trackAction' && action === 'tracking')) return;
    // iOS reads each value `as? String`, Android with optString(…, ""): anything else sends nothing.
    const text = (key) => (typeof contextData[key] === 'string' ? contextData[key] : '');
    const url = this.trackingUrl(this.platform, this.server === undefined ? this.DEFAULT_SERVER : this.server,
      text('broadlogId'), text('deliveryId'), text('action'), this.ECID);
    if (url === undefined) return;
    const headers = this.HEADERS[this.platform === 'ios' ? 'ios' : 'android'];
    ServiceProvider.networkService.connectAsync(new NetworkRequest(url, HttpMethod.GET, '', headers), undefined);
  },
};

const HEX_DIGITS = new Set('0123456789abcdefABCDEF');
const SUB_DELIMS = "!$&'()*+,;=";
/** What Foundation's URL(string:) keeps in a URL's path, query and fragment; anything else it percent-encodes. */
const URL_TAIL_ALLOWED = new Set(UNRESERVED + SUB_DELIMS + ':@/?');
/** What it keeps in the user information before an `@`. */
const URL_USERINFO_ALLOWED = new Set(UNRESERVED + SUB_DELIMS + ':');
/** A UUID as UUID(uuidString:) (iOS) and TrackRequestManager's UUID_PATTERN (Android) take it: 8-4-4-4-12 hex, any case. */
const UUID_PATTERN = /^[0-9a-fA-F]{8}-(?:[0-9a-fA-F]{4}-){3}[0-9a-fA-F]{12}$/;
/** A decimal integer as Swift's Int(_:) and Java's Long.parseLong read it (ASCII digits here; Java also takes other Unicode digits). */
const DECIMAL = /^[+-]?[0-9]+$/;

/** Whether the `%` at `index` of `text` starts a percent-encoded octet (two hex digits follow). */
function validPercent(text, index) {
  return index + 2 < text.length && HEX_DIGITS.has(text[index + 1]) && HEX_DIGITS.has(text[index + 2]);
}

/** `text` with every character `allowed` lacks percent-encoded, a valid %XX kept, and with `fragment` the first `#` kept. */
function encodeInvalid(text, allowed, fragment) {
  let encoded = '';
  let hashed = !fragment;
  for (let index = 0; index < text.length;) {
    const character = String.fromCodePoint(text.codePointAt(index));
    if ((character === '%' && validPercent(text, index)) || allowed.has(character)) {
      encoded += character;
    } else if (character === '#' && !hashed) {
      hashed = true;
      encoded += character;
    } else {
      encoded += percentEncoded(character, new Set());
    }
    index += character.length;
  }
  return encoded;
}

/**
 * URL(string: text)?.absoluteString for an https:// URL, as Foundation does in Swift 6 (measured with
 * Swift 6.3 on Linux): characters a URL cannot hold in the user information, path, query or fragment
 * are percent-encoded (a space as %20, a second `#` as %23, a `%` not followed by two hex digits as
 * %25); a host with such a character, or a port that is not digits, gives no URL (undefined); a host
 * beyond ASCII is IDNA-encoded. Whether an iOS version returns nil rather than encoding is not
 * verified (docs/profiles/campaign-classic.md, 4.3). The Python kit's ios_url, line for line.
 */
function iosUrl(text) {
  const prefix = 'https://';
  if (!text.startsWith(prefix)) return undefined;
  const rest = text.slice(prefix.length);
  const marks = [...'/?#'].map((mark) => rest.indexOf(mark)).filter((at) => at >= 0);
  const end = marks.length > 0 ? Math.min(...marks) : rest.length;
  const authority = rest.slice(0, end);
  const tail = rest.slice(end);
  const at = authority.lastIndexOf('@');
  const userinfo = at >= 0 ? authority.slice(0, at) : undefined;
  const hostport = at >= 0 ? authority.slice(at + 1) : authority;
  let host;
  let port;
  if (hostport.startsWith('[')) {
    const close = hostport.indexOf(']');
    if (close < 0) return undefined;
    host = hostport.slice(0, close + 1);
    const after = hostport.slice(close + 1);
    if (after !== '' && !after.startsWith(':')) return undefined;
    port = after !== '' ? after.slice(1) : undefined;
  } else {
    const colon = hostport.indexOf(':');
    host = colon >= 0 ? hostport.slice(0, colon) : hostport;
    port = colon >= 0 ? hostport.slice(colon + 1) : undefined;
    if (!/^[\x00-\x7f]*$/.test(host)) {
      host = require('node:url').domainToASCII(host);
      if (host === '') return undefined;
    }
    for (let index = 0; index < host.length;) {
      if (host[index] === '%') {
        if (!validPercent(host, index)) return undefined;
        index += 3;
      } else if (UNRESERVED.includes(host[index]) || SUB_DELIMS.includes(host[index])) {
        index += 1;
      } else {
        return undefined;
      }
    }
  }
  if (port !== undefined && !/^[0-9]*$/.test(port)) return undefined;
  let url = prefix;
  if (userinfo !== undefined) url += `${encodeInvalid(userinfo, URL_USERINFO_ALLOWED, false)}@`;
  url += host + (port !== undefined ? `:${port}` : '');
  return url + encodeInvalid(tail, URL_TAIL_ALLOWED, true);
}

/**
 * The Campaign Classic extension's tracking requests, as the kit's CampaignClassic stand-in sends
 * them when the adapter reports hits: for each trackNotificationReceive (tag 1) or
 * trackNotificationClick (tag 2) that passes the extension's gates, a GET with no body and no
 * headers through ServiceProvider.networkService to
 * https://{campaignclassic.trackingServer}/r/?id=h{messageId},{_dId},{tag} (AEPCampaignClassic
 * TRACKING_API_URL_BASE: Android 3.1.4, aepsdk-campaignclassic-android@fe21bacd TrackRequestManager.kt;
 * iOS 5.0.0, aepsdk-campaignclassic-ios@ff0d579d CampaignClassic.swift; docs/profiles/campaign-classic.md,
 * sections 2 and 4), built as the case's platform builds it: Android formats the text (nothing
 * encoded), iOS formats it and parses it with URL(string:) (iosUrl; no URL, no request).
 *
 * The gates, in the extension's order: privacy opted in (the stand-ins' SDK always is, as for
 * Campaign Standard's hits); campaignclassic.trackingServer, the app's (MobileCore.updateConfiguration)
 * else DEFAULT_TRACKING_SERVER, a configured value that is not a string or is empty (Android: blank)
 * sending nothing; _dId and _mId non-empty strings (Android: not blank, and the map a string map, so
 * one value that is not a string leaves it without ids; iOS reads each `as? String`); _mId a UUID
 * (kept) or a decimal integer (its hex: messageId), anything else sending nothing. The same rules
 * and defaults as the Java, Python and Swift kits.
 */
const CampaignClassicHits = {
  /** The campaignclassic.trackingServer used when the app configures none. */
  DEFAULT_TRACKING_SERVER: 'tracking.example.com',
  /** MESSAGE_RECEIVED_TAGID / TRACK_RECEIVE_TAG_ID, MESSAGE_CLICKED_TAGID / TRACK_CLICK_TAG_ID. */
  RECEIVE: '1',
  CLICK: '2',
  /** The extension's default timeout, seconds (campaignclassic.timeout). */
  TIMEOUT: 30,
  /** Whether the app configured campaignclassic.trackingServer, and its value as given. */
  configured: false,
  server: undefined,
  /** URL(string:)?.absoluteString as Foundation gives it, or undefined: how iOS parses the URL it formats. */
  iosUrl,

  /**
   * The id's message part platform's extension makes of _mId, or undefined when it sends nothing. A
   * UUID as it is. A decimal integer that fits 64 bits as its lower-case hex: Android as
   * String.format("%x", …) of the 64-bit value, no padding, but a negative value that fits 32 bits in
   * 32-bit two's complement (toInt(), 3.1.4); iOS as String(format: "%02x", Int(…)), which takes the
   * value's low 32 bits and pads 0-15 to two digits (measured with Swift 6.3's Foundation on Linux;
   * beyond 32 bits and negative values are unverified on a device: the research page, 4.2).
   */
  messageId(platform, messageId) {
    if (UUID_PATTERN.test(messageId)) return messageId;
    if (!DECIMAL.test(messageId)) return undefined;
    const value = BigInt(messageId);
    const fits64 = value >= -(2n ** 63n) && value < 2n ** 63n;
    if (platform === 'ios') return fits64 ? (value & 0xFFFFFFFFn).toString(16).padStart(2, '0') : undefined;
    // isNegative32BitDecimal: a '-', then digits, and a value toIntOrNull takes.
    if (messageId.startsWith('-') && value >= -(2n ** 31n)) return (value & 0xFFFFFFFFn).toString(16);
    return fits64 ? (value & 0xFFFFFFFFFFFFFFFFn).toString(16) : undefined;
  },

  /**
   * The tracking URL platform's extension builds for a call with trackInfo, sent to server, or
   * undefined when it sends nothing (a gate above).
   */
  trackingUrl(platform, server, trackInfo, tag) {
    const android = platform !== 'ios';
    // Android: optString(…, "") then isNullOrBlank; iOS: `as? String`, then isEmpty.
    const present = (value) => typeof value === 'string' && value !== '' && !(android && /^\s*$/.test(value));
    if (!present(server) || trackInfo === null || typeof trackInfo !== 'object' || Array.isArray(trackInfo)) return undefined;
    // DataReader.optStringMap: not a string map, so no ids.
    if (android && Object.values(trackInfo).some((value) => value !== null && typeof value !== 'string')) return undefined;
    const deliveryId = trackInfo._dId;
    const messageId = trackInfo._mId;
    if (!present(deliveryId) || !present(messageId)) return undefined;
    const converted = this.messageId(platform, messageId);
    if (converted === undefined) return undefined;
    const url = `https://${server}/r/?id=h${converted},${deliveryId},${tag}`;
    return android ? url : iosUrl(url);
  },

  /** The app's configuration (MobileCore.updateConfiguration): its campaignclassic.trackingServer. */
  configuration(values) {
    if (values && Object.prototype.hasOwnProperty.call(values, 'campaignclassic.trackingServer')) {
      this.configured = true;
      this.server = values['campaignclassic.trackingServer'];
    }
  },

  /** What the extension does with a call the tracker made: the request it sends, if any. */
  process(tag, trackInfo) {
    if (!CampaignHits.sending) return;
    const url = this.trackingUrl(CampaignHits.platform, this.configured ? this.server : this.DEFAULT_TRACKING_SERVER, trackInfo, tag);
    if (url === undefined) return;
    ServiceProvider.networkService.connectAsync(new NetworkRequest(url, HttpMethod.GET, '', {}, this.TIMEOUT, this.TIMEOUT), undefined);
  },
};

/**
 * The Edge Network requests of Journey Optimizer's push tracking, as the kit's Messaging stand-in sends them
 * when the adapter reports hits: each event the Messaging extension dispatches, sent by the Edge extension as
 * one experience event in its own request (AEPMessaging 3.10.0 Android / 5.14.0 iOS handleTrackingInfo,
 * sendPushInteraction; AEPEdge's EdgeEndpoint, RequestBuilder; docs/profiles/journey-optimizer.md, 4 and 13):
 * POST https://{edge.domain}/ee/v1/interact?configId={edge.configId}&requestId={UUID}, the event's xdm
 * (eventType, pushNotificationTracking, application.launches.value, the _xdm's mixins else cjm merged in, the
 * message profile added to its journey data, _id, timestamp) and meta.collect.datasetId. The same rules and
 * defaults as the Java and Python kits: edge.domain else edge.adobedc.net, the kit's datastream and dataset
 * unless the app configures its own, nothing sent for a blank one.
 */
const EdgeHits = {
  DEFAULT_DOMAIN: 'edge.adobedc.net',
  DEFAULT_DATASTREAM: 'trackcheck-datastream',
  DEFAULT_DATASET: 'trackcheck-push-tracking-dataset',
  /** The Edge and Messaging keys the app gave MobileCore.updateConfiguration. */
  configured: {},

  configuration(values) {
    for (const key of ['edge.domain', 'edge.configId', 'messaging.eventDataset']) {
      if (values && Object.prototype.hasOwnProperty.call(values, key)) this.configured[key] = values[key];
    }
  },

  _setting(key, fallback) {
    if (!Object.prototype.hasOwnProperty.call(this.configured, key)) return fallback;
    const value = this.configured[key];
    return typeof value === 'string' ? value.trim() : '';
  },

  /** addXDMData / addAdobeData: _xdm's mixins, else its cjm, with the message profile and push channel context added. */
  mixins(adobeXdm, platform) {
    let tracking = adobeXdm;
    if (typeof tracking === 'string') {
      try { tracking = JSON.parse(tracking); } catch { return {}; }
    }
    if (!tracking || typeof tracking !== 'object' || Array.isArray(tracking)) return {};
    const isObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);
    const chosen = isObject(tracking.mixins) ? tracking.mixins : tracking.cjm;
    if (!isObject(chosen)) return {};
    const content = structuredClone(chosen);
    const journey = isObject(content._experience) ? content._experience.customerJourneyManagement : undefined;
    if (isObject(journey)) {
      journey.messageProfile = { channel: { _id: 'https://ns.adobe.com/xdm/channels/push' } };
      journey.pushChannelContext = { platform: platform === 'ios' ? 'apns' : 'fcm' };
    }
    return content;
  },

  /** The request body the Edge extension sends for the Messaging event, to dataset. */
  body(event, dataset, platform) {
    const tracking = { pushProvider: platform === 'ios' ? 'apns' : 'fcm', pushProviderMessageID: event.messageId };
    if (event.actionId !== undefined && event.actionId !== null) tracking.customAction = { actionID: event.actionId };
    const xdm = {
      eventType: event.eventType, pushNotificationTracking: tracking,
      application: { launches: { value: event.applicationOpened === true ? 1 : 0 } },
      ...this.mixins(event.adobe_xdm, platform),
    };
    // The event's id: Android's UUID.randomUUID().toString(), iOS's event.id.uuidString (upper-case).
    xdm._id = require('node:crypto').randomUUID();
    if (platform === 'ios') xdm._id = xdm._id.toUpperCase();
    xdm.timestamp = new Date().toISOString();
    return {
      events: [{ xdm, meta: { collect: { datasetId: dataset } } }],
      meta: { konductorConfig: { streaming: { enabled: true, recordSeparator: '\u0000', lineFeed: '\n' } } },
    };
  },

  /** What the Edge extension does with an event the Messaging extension dispatched: the request it sends, if any. */
  process(event) {
    if (!CampaignHits.sending) return;
    const dataset = this._setting('messaging.eventDataset', this.DEFAULT_DATASET);
    const datastream = this._setting('edge.configId', this.DEFAULT_DATASTREAM);
    if (!dataset || !datastream) return;
    const domain = this._setting('edge.domain', this.DEFAULT_DOMAIN) || this.DEFAULT_DOMAIN;
    let requestId = require('node:crypto').randomUUID();
    if (CampaignHits.platform === 'ios') requestId = requestId.toUpperCase(); // Foundation's UUID().uuidString
    const url = `https://${domain}/ee/v1/interact?configId=${datastream}&requestId=${requestId}`;
    const body = JSON.stringify(this.body(event, dataset, CampaignHits.platform));
    ServiceProvider.networkService.connectAsync(
      new NetworkRequest(url, HttpMethod.POST, body, { accept: 'application/json', 'Content-Type': 'application/json' }, 5, 5), undefined);
  },
};

/** The SDK's core API shape (AEP MobileCore, ACPCore): calls are recorded as passed. */
class Core {
  constructor() { this.calls = []; }
  collectMessageInfo(contextData) {
    this.calls.push({ api: 'collectMessageInfo', contextData });
    CampaignHits.process('collectMessageInfo', undefined, contextData);
  }
  trackAction(action, contextData) {
    this.calls.push({ api: 'trackAction', action, contextData });
    CampaignHits.process('trackAction', action, contextData);
  }
  /**
   * MobileCore.updateConfiguration(config) (iOS: updateConfigurationWith(configDict:)): its
   * campaign.server is where the stand-ins send hits when the adapter reports them.
   */
  updateConfiguration(config) {
    CampaignHits.configuration(config);
    CampaignClassicHits.configuration(config);
    EdgeHits.configuration(config);
  }
  updateConfigurationWith(config) { this.updateConfiguration(config); }
  takeCalls() { const calls = this.calls; this.calls = []; return calls; }
}

/** The recorder tracker code calls; ACPCore is the same object. */
const MobileCore = new Core();
const ACPCore = MobileCore;

/**
 * The Adobe Campaign Classic / Campaign v8 extension's public API (AEPCampaignClassic), as the
 * case's platform has it: Android 3.1.4 (adobe/aepsdk-campaignclassic-android@fe21bacd,
 * CampaignClassic.java) or iOS 5.0.0 (adobe/aepsdk-campaignclassic-ios@ff0d579d,
 * CampaignClassic+PublicAPI.swift); docs/profiles/campaign-classic.md, section 1.
 *
 * Its two tracking calls are recorded in MobileCore's list, in order with the other calls, as
 * trackNotificationReceive and trackNotificationClick with the object as passed. On Android the
 * public method itself refuses a null (or undefined) or empty map: the SDK logs "The provided
 * trackInfo map is null or empty" and dispatches no event (CampaignClassic.java@fe21bacd), so
 * nothing is recorded. iOS checks nothing in the public method: every call is recorded.
 * registerDevice and extensionVersion are not tracking calls and record nothing. When the adapter
 * reports hits, each recorded call that passes the extension's gates sends its tracking request
 * (CampaignClassicHits).
 */
const CampaignClassic = {
  /** CampaignClassic.EXTENSION_VERSION on Android, CampaignClassic.extensionVersion on iOS. */
  ANDROID_VERSION: '3.1.4',
  IOS_VERSION: '5.0.0',
  /** Android trackNotificationReceive(trackInfo), iOS trackNotificationReceive(withUserInfo:). */
  trackNotificationReceive(trackInfo) {
    this._track('trackNotificationReceive', CampaignClassicHits.RECEIVE, 'Failed to track notification receive for CampaignClassic', trackInfo);
  },
  /** Android trackNotificationClick(trackInfo), iOS trackNotificationClick(withUserInfo:). */
  trackNotificationClick(trackInfo) {
    this._track('trackNotificationClick', CampaignClassicHits.CLICK, 'Failed to track notification click for CampaignClassic', trackInfo);
  },
  /**
   * Android registerDevice(token, userKey, additionalParams), iOS
   * registerDevice(token:userKey:additionalParameters:): registration, not tracking; records nothing.
   */
  registerDevice(token, userKey, additionalParams) {},
  /** The extension's version on the case's platform: '3.1.4' (Android), '5.0.0' (iOS). */
  extensionVersion() { return CampaignHits.platform === 'ios' ? this.IOS_VERSION : this.ANDROID_VERSION; },
  _track(api, tag, failure, trackInfo) {
    const refused = trackInfo === null || trackInfo === undefined
      || (typeof trackInfo === 'object' && (trackInfo instanceof Map ? trackInfo.size === 0 : Object.keys(trackInfo).length === 0));
    if (CampaignHits.platform !== 'ios' && refused) {
      // CampaignClassic.java@fe21bacd: `if (trackInfo == null || trackInfo.isEmpty()) { Log.error(…); return; }`.
      process.stderr.write(`AEP SDK ERROR - <CampaignClassicExtension> ${failure} (The provided trackInfo map is null or empty)\n`);
      return;
    }
    MobileCore.calls.push({ api, contextData: trackInfo });
    // The extension's tracking request for it, when the adapter reports hits.
    CampaignClassicHits.process(tag, trackInfo);
  },
};

/** AEPMessaging's PushTrackingStatus (Android's names; iOS's cases trackingInitiated, noTrackingData, invalidMessageId mean the same). */
const PushTrackingStatus = Object.freeze({
  TRACKING_INITIATED: 'TRACKING_INITIATED', NO_DATASET_CONFIGURED: 'NO_DATASET_CONFIGURED', NO_TRACKING_DATA: 'NO_TRACKING_DATA',
  INVALID_INTENT: 'INVALID_INTENT', INVALID_MESSAGE_ID: 'INVALID_MESSAGE_ID', UNKNOWN_ERROR: 'UNKNOWN_ERROR',
});

/**
 * iOS UNNotificationResponse as Messaging.handleNotificationResponse reads it: the action's identifier and the
 * notification request's identifier, content (userInfo) and category. The kit gives the app the response being
 * handled as app.response during didReceive.
 */
class UNNotificationResponse {
  constructor(userInfo, actionIdentifier, identifier = '', categoryIdentifier = '', registered = new Map()) {
    Object.assign(this, { userInfo, actionIdentifier, identifier, categoryIdentifier });
    /** The categories the app registered (what getNotificationCategories answers the SDK), by identifier. */
    Object.defineProperty(this, 'registered', { value: registered, enumerable: false });
  }
  /** The response of a didReceive callback's arguments, in an app that registered `registered`. */
  static fromArgs(args, registered) {
    return new UNNotificationResponse(args.userInfo || {}, args.actionIdentifier || '', args.identifier || '', args.categoryIdentifier || '', registered);
  }
}

const DEFAULT_ACTION = 'com.apple.UNNotificationDefaultActionIdentifier';
const DISMISS_ACTION = 'com.apple.UNNotificationDismissActionIdentifier';

/**
 * Adobe Journey Optimizer's Messaging extension (AEPMessaging), as the case's platform has its push API: Android
 * 3.10.0 (adobe/aepsdk-messaging-android@0438aaeb, Messaging.java) or iOS 5.14.0 (adobe/aepsdk-messaging-ios@5dad851d,
 * Messaging+PublicAPI.swift); docs/profiles/journey-optimizer.md. Each call is recorded, in MobileCore's list, as the
 * event the SDK dispatches for it (Suites/profiles/journey-optimizer/DECISIONS.md JO-D-1): messageId, adobe_xdm,
 * eventType, applicationOpened and, for a custom action, actionId; a call the SDK refuses records nothing and reports
 * its status.
 */
const Messaging = {
  ANDROID_VERSION: '3.10.0',
  IOS_VERSION: '5.14.0',
  /** Android addPushTrackingDetails(intent, messageId, data): messageId and a non-empty _xdm (as adobe_xdm) into the extras. */
  addPushTrackingDetails(intent, messageId, data) {
    if (!intent || !messageId || !data || Object.keys(data).length === 0) return false;
    intent.putExtra('messageId', messageId);
    if (data._xdm) intent.putExtra('adobe_xdm', data._xdm);
    return true;
  },
  /** Android trackPushReceived(remoteMessage) (3.10.0), given onMessageReceived's message: a pushTracking.receive. */
  trackPushReceived(message) {
    const messageId = message && message.messageId;
    const data = (message && message.data) || {};
    if (!messageId || Object.keys(data).length === 0) return;
    const event = { messageId, adobe_xdm: data._xdm === undefined ? null : data._xdm, eventType: 'pushTracking.receive', pushNotificationReceived: true };
    MobileCore.calls.push({ api: 'trackPushReceived', contextData: event });
    // The Edge Network request the SDK sends for it, when the adapter reports hits (EdgeHits).
    EdgeHits.process(event);
  },
  /**
   * Android handleNotificationResponse(intent, applicationOpened, actionId[, callback]), or iOS
   * handleNotificationResponse(response, urlHandler?, closure?) given an UNNotificationResponse (app.response).
   */
  handleNotificationResponse(target, ...rest) {
    if (target instanceof UNNotificationResponse) return this._ios(target, rest[1]);
    const [applicationOpened, actionId, callback] = rest;
    const status = (value) => { if (callback) callback(value); };
    if (!target) return status(PushTrackingStatus.INVALID_INTENT);
    const messageId = target.getStringExtra('messageId') || target.getStringExtra('google.message_id');
    if (!messageId) return status(PushTrackingStatus.INVALID_MESSAGE_ID);
    const xdm = target.getStringExtra('adobe_xdm') || target.getStringExtra('_xdm');
    if (!xdm) return status(PushTrackingStatus.NO_TRACKING_DATA);
    const event = this._event(messageId, xdm, Boolean(applicationOpened), actionId);
    MobileCore.calls.push({ api: 'handleNotificationResponse', contextData: event });
    EdgeHits.process(event);
    return status(PushTrackingStatus.TRACKING_INITIATED);
  },
  _ios(response, closure) {
    const status = (value) => { if (closure) closure(value); };
    const xdm = response.userInfo._xdm;
    if (!xdm || typeof xdm !== 'object' || Array.isArray(xdm) || Object.keys(xdm).length === 0) return status('noTrackingData');
    if (!response.identifier) return status('invalidMessageId');
    let event;
    if (response.actionIdentifier === DEFAULT_ACTION) event = this._event(response.identifier, xdm, true, null);
    else if (response.actionIdentifier === DISMISS_ACTION) event = this._event(response.identifier, xdm, false, 'Dismiss');
    else {
      // The registered category's action: opened when it has the foreground option; not found, not opened.
      const category = response.registered.get(response.categoryIdentifier) || {};
      const action = (category.actions || []).find((each) => each.identifier === response.actionIdentifier);
      const opened = Boolean(action && ((action.options || []).includes('foreground') || action.opensApp));
      event = this._event(response.identifier, xdm, opened, response.actionIdentifier);
    }
    MobileCore.calls.push({ api: 'handleNotificationResponse', contextData: event });
    EdgeHits.process(event);
    return status('trackingInitiated');
  },
  _event(messageId, xdm, applicationOpened, actionId) {
    const event = { messageId, applicationOpened, adobe_xdm: xdm };
    if (actionId) Object.assign(event, { actionId, eventType: 'pushTracking.customAction' });
    else event.eventType = 'pushTracking.applicationOpened';
    return event;
  },
  /** '3.10.0' (Android) or '5.14.0' (iOS). */
  extensionVersion() { return CampaignHits.platform === 'ios' ? this.IOS_VERSION : this.ANDROID_VERSION; },
};

/** Intent flags in the order every kit reports them. */
const INTENT_FLAGS = [
  'FLAG_ACTIVITY_NEW_TASK', 'FLAG_ACTIVITY_CLEAR_TASK', 'FLAG_ACTIVITY_CLEAR_TOP', 'FLAG_ACTIVITY_SINGLE_TOP',
  'FLAG_ACTIVITY_REORDER_TO_FRONT', 'FLAG_ACTIVITY_NO_HISTORY', 'FLAG_ACTIVITY_MULTIPLE_TASK',
  'FLAG_ACTIVITY_LAUNCHED_FROM_HISTORY',
];
/** PendingIntent flags in the order every kit reports them. */
const PENDING_INTENT_FLAGS = [
  'FLAG_UPDATE_CURRENT', 'FLAG_CANCEL_CURRENT', 'FLAG_ONE_SHOT', 'FLAG_IMMUTABLE', 'FLAG_MUTABLE', 'FLAG_NO_CREATE',
];
const LAUNCH_MODES = ['standard', 'singleTop', 'singleTask', 'singleInstance'];
const LAUNCH = 'application(_:didFinishLaunchingWithOptions:)';

/**
 * The flags once each: the known ones in the kits' order, then any others as given.
 * @param {string[]} flags
 * @param {string[]} known
 * @returns {string[]}
 */
function ordered(flags, known) {
  const given = [...new Set(flags)];
  return [...known.filter((flag) => given.includes(flag)), ...given.filter((flag) => !known.includes(flag))];
}

/** A deep copy of a JSON-like value (extras): what was reported cannot change afterwards. */
function snapshot(value) { return value === undefined ? undefined : JSON.parse(JSON.stringify(value)); }

/** An Android Intent: target component, action, flags, categories, data, extras. */
class Intent {
  /**
   * @param {{component?: string, action?: string, flags?: string[], extras?: object, categories?: string[], data?: string}} [fields]
   */
  constructor({ component, action, flags = [], extras = {}, categories = [], data } = {}) {
    Object.assign(this, { component, action, flags: [...flags], extras: { ...extras }, categories: [...categories], data });
  }
  /** @returns {Intent} the intent the harness describes (a callback's intent). */
  static fromJSON(value = {}) { return new Intent(value || {}); }
  /** new Intent(intent): a copy, extras included (deeply). @returns {Intent} */
  copy() { return new Intent(snapshot({ ...this, extras: this.extras })); }
  /** addFlags: the flags added to those it has. @param {...string} flags @returns {Intent} */
  addFlags(...flags) { for (const flag of flags) if (!this.flags.includes(flag)) this.flags.push(flag); return this; }
  /** putExtra(key, value). @returns {Intent} */
  putExtra(key, value) { this.extras[key] = value; return this; }
  /** removeExtra(key). */
  removeExtra(key) { delete this.extras[key]; }
  /** getStringExtra(key): the extra when it is a string, else null. @returns {string|null} */
  getStringExtra(key) { return typeof this.extras[key] === 'string' ? this.extras[key] : null; }
  /** hasExtra(key). @returns {boolean} */
  hasExtra(key) { return Object.prototype.hasOwnProperty.call(this.extras, key); }
  /** @returns {object} the intent as the protocol reports it (a snapshot: later changes to the intent do not show). */
  toJSON() {
    const value = { flags: ordered(this.flags, INTENT_FLAGS), extras: snapshot(this.extras) };
    for (const key of ['component', 'action', 'data']) if (this[key] !== undefined && this[key] !== null) value[key] = this[key];
    if (this.categories.length > 0) value.categories = [...this.categories];
    return value;
  }
}
for (const flag of INTENT_FLAGS) Intent[flag] = flag;
/** What the launcher icon starts an app with. */
Intent.ACTION_MAIN = 'android.intent.action.MAIN';
Intent.CATEGORY_LAUNCHER = 'android.intent.category.LAUNCHER';

/**
 * PendingIntent.getActivity, getActivities, getBroadcast, getService, getForegroundService:
 * a request code, flags and the intent (for getActivities the intents, the last on top),
 * copied when it is made, as Android does.
 */
class PendingIntent {
  /**
   * @param {number} requestCode
   * @param {Intent|undefined} intent
   * @param {string[]} flags
   * @param {string} [kind] activity, activities, broadcast, service or foregroundService
   * @param {Intent[]} [intents] getActivities' intents
   */
  constructor(requestCode, intent, flags = [], kind = 'activity', intents = undefined) {
    const copy = (each) => new Intent(JSON.parse(JSON.stringify(each)));
    this.requestCode = requestCode;
    this.intents = intents ? intents.map(copy) : undefined;
    this.intent = intent ? copy(intent) : this.intents && this.intents[this.intents.length - 1];
    this.flags = [...(flags || [])];
    this.kind = kind;
  }
  /** PendingIntent.getActivity: starts an activity. @returns {PendingIntent} */
  static getActivity(requestCode, intent, flags) { return new PendingIntent(requestCode, intent, flags, 'activity'); }
  /** PendingIntent.getActivities: a back stack, the last intent on top. @returns {PendingIntent} */
  static getActivities(requestCode, intents, flags) { return new PendingIntent(requestCode, undefined, flags, 'activities', intents); }
  /** PendingIntent.getBroadcast: sends a broadcast to a receiver. @returns {PendingIntent} */
  static getBroadcast(requestCode, intent, flags) { return new PendingIntent(requestCode, intent, flags, 'broadcast'); }
  /** PendingIntent.getService: starts a service. @returns {PendingIntent} */
  static getService(requestCode, intent, flags) { return new PendingIntent(requestCode, intent, flags, 'service'); }
  /** PendingIntent.getForegroundService: starts a foreground service. @returns {PendingIntent} */
  static getForegroundService(requestCode, intent, flags) { return new PendingIntent(requestCode, intent, flags, 'foregroundService'); }
  /**
   * @param {number} [protocol] 2: no kind; 3: with kind (and intents for getActivities)
   * @returns {object}
   */
  toJSON(protocol = 3) {
    const value = { requestCode: this.requestCode, flags: ordered(this.flags, PENDING_INTENT_FLAGS) };
    if (protocol >= 3) {
      value.kind = this.kind;
      if (this.intents) { value.intents = this.intents.map((each) => each.toJSON()); return value; }
    }
    if (this.intent) value.intent = this.intent.toJSON();
    return value;
  }
}
for (const flag of PENDING_INTENT_FLAGS) PendingIntent[flag] = flag;

/**
 * Records notify, cancel and cancelAll for the answer's app.posted, app.cancelled, app.cancelledAll.
 *
 * A notification is for a push (protocol 3's posted.for). The kit works it out, in this
 * order: the forMessage option (a RemoteMessage or its messageId); a google.message_id extra
 * on the content intent; the push whose data the content (or delete) intent's extras carry,
 * among those received in this case (the one being handled first); the push being handled,
 * when posted in onMessageReceived. Posting for no known push outside onMessageReceived is
 * an error naming the notification.
 */
class NotificationManager {
  constructor() {
    this.posted = [];
    this.cancelled = [];
    this.cancelledAll = false;
    /** The pushes received in this case, oldest first: [messageId, data]. The kit's, not the app's. */
    this.messages = [];
    /** The messageId of the push being handled, else undefined. */
    this.handling = undefined;
    this.inMessageReceived = false;
    this.requiresFor = false;
  }
  /**
   * NotificationManager.notify(tag, id, notification), the notification given by its parts.
   * @param {number} id
   * @param {{contentIntent?: PendingIntent, deleteIntent?: PendingIntent, tag?: string, autoCancel?: boolean,
   *   actions?: {title: string, intent: PendingIntent}[], forMessage?: string|object}} [notification]
   */
  notify(id, { contentIntent, deleteIntent, tag, autoCancel = true, actions = [], forMessage } = {}) {
    const named = typeof forMessage === 'object' && forMessage !== null ? forMessage.messageId : forMessage;
    const push = named || this.pushFor([contentIntent, deleteIntent]);
    if (push === undefined && this.requiresFor && !this.inMessageReceived) {
      throw new Error(`notification ${id} is posted outside onMessageReceived for no push the app received: say which with notify(id, {forMessage})`);
    }
    this.posted.push({ id, tag, autoCancel, contentIntent, deleteIntent, actions: [...actions], for: push });
  }
  /**
   * NotificationManager.cancel(id) and cancel(tag, id), as Android orders them (cancel(null, id) is cancel(id)).
   * The kit's earlier order, cancel(id, tag) (a number, then a string), is still read so.
   * @param {string|number|null} tag the tag, or the id when it is the only argument
   * @param {number} [id]
   */
  cancel(tag, id) {
    if (id === undefined || id === null) [tag, id] = [undefined, tag];
    else if (typeof tag === 'number' && typeof id === 'string') [tag, id] = [id, tag];
    this.cancelled.push(tag === undefined || tag === null ? { id } : { id, tag });
  }
  /** cancelAll(): every notification of the app. */
  cancelAll() { this.cancelledAll = true; }
  /** @private */
  pushFor(intents) {
    const extras = intents.filter((p) => p && p.intent).map((p) => p.intent.extras);
    for (const each of extras) if (typeof each['google.message_id'] === 'string') return each['google.message_id'];
    const newest = [...this.messages].reverse();
    const candidates = [...newest.filter((m) => m[0] === this.handling), ...newest.filter((m) => m[0] !== this.handling)];
    for (const [messageId, data] of candidates) {
      const entries = Object.entries(data || {});
      if (entries.length > 0 && extras.some((each) => entries.every(([k, v]) => each[k] === v))) return messageId;
    }
    return this.handling;
  }
  /**
   * What was posted and cancelled since the last take, as the protocol spoken reports it.
   * @param {number} protocol
   */
  take(protocol = 2) {
    const report = {};
    if (this.posted.length > 0) {
      report.posted = this.posted.map((posted) => {
        const value = { id: posted.id, autoCancel: posted.autoCancel };
        if (posted.tag !== undefined && posted.tag !== null) value.tag = posted.tag;
        if (posted.contentIntent) value.contentIntent = posted.contentIntent.toJSON(protocol);
        if (posted.deleteIntent) value.deleteIntent = posted.deleteIntent.toJSON(protocol);
        if (protocol >= 3) {
          if (posted.actions.length > 0) value.actions = posted.actions.map((a) => ({ title: a.title, intent: a.intent.toJSON(protocol) }));
          if (posted.for !== undefined && posted.for !== null) value.for = posted.for;
        }
        return value;
      });
    }
    if (this.cancelled.length > 0) report.cancelled = this.cancelled;
    if (this.cancelledAll && protocol >= 3) report.cancelledAll = true;
    this.posted = [];
    this.cancelled = [];
    this.cancelledAll = false;
    return report;
  }
}

/**
 * What AndroidManifest.xml declares, as protocol 3's ready.app reports it. Set it as
 * MyApp.manifest. receivers and services are class names (undefined keeps the harness's
 * defaults); with no activities, MyApp.launchMode is the launcher activity's.
 *
 * @typedef {object} ActivityDeclaration
 * @property {string} name
 * @property {string} [launchMode] standard, singleTop, singleTask or singleInstance
 * @property {boolean} [launcher]
 * @property {string[]} [configChanges]
 * @property {string} [taskAffinity]
 * @property {boolean} [noHistory]
 * @property {typeof Activity} [activityClass] the Activity subclass the kit creates for it
 */
class Manifest {
  /**
   * @param {{targetSdk?: number, activities?: ActivityDeclaration[], receivers?: string[], services?: string[],
   *   application?: typeof Application}} [declared] application: the Application subclass
   *   (<application android:name>) whose onCreate runs when a process starts
   */
  constructor({ targetSdk, activities = [], receivers, services, application } = {}) {
    for (const activity of activities) {
      if (!LAUNCH_MODES.includes(activity.launchMode || 'standard')) {
        throw new Error(`launchMode ${activity.launchMode} of ${activity.name} is not one of ${LAUNCH_MODES.join(', ')}`);
      }
    }
    Object.assign(this, { targetSdk, activities, receivers, services, application });
  }
  /** @returns {ActivityDeclaration|undefined} */
  activity(name) { return this.activities.find((each) => each.name === name); }
  /** @returns {ActivityDeclaration|undefined} the launcher: the one that says so, else the first. */
  launcher() { return this.activities.find((each) => each.launcher) || this.activities[0]; }
  /** @returns {object} protocol 3's ready.app. */
  toJSON() {
    const value = {};
    if (this.targetSdk !== undefined) value.targetSdk = this.targetSdk;
    if (this.activities.length > 0) {
      const launcher = this.launcher();
      value.activities = this.activities.map((each) => {
        const entry = {
          name: each.name, launchMode: each.launchMode || 'standard', launcher: each === launcher,
          configChanges: [...(each.configChanges || [])], noHistory: each.noHistory === true,
        };
        if (each.taskAffinity !== undefined) entry.taskAffinity = each.taskAffinity;
        return entry;
      });
    }
    if (this.receivers !== undefined) value.receivers = [...this.receivers];
    if (this.services !== undefined) value.services = [...this.services];
    return value;
  }
}

/** android.content.Context: what a component reaches the system through. */
class Context {
  constructor(app, name) { this.app = app; this.name = name; }
  /** Context.startActivity: reported in app.startActivity (protocol 3). @param {Intent} intent */
  startActivity(intent) { this.app.recordStartActivity(intent); }
}

/**
 * An activity instance: one per live activity, made by Activity.onCreate. getIntent()
 * follows Android: the intent that started it until setIntent replaces it (and what the
 * harness says it is at onResume). The lifecycle methods call the App's handlers of the
 * same name; a subclass named in the manifest may override them instead.
 */
class Activity extends Context {
  constructor(app, name, intent) { super(app, name); this.intent = intent; this.finishing = false; }
  /** @returns {Intent} */
  getIntent() { return this.intent; }
  /** Activity.setIntent: getIntent() returns intent from now on, in any callback. @param {Intent} intent */
  setIntent(intent) { this.intent = intent; this.app.recordSetIntent(intent); }
  /** Activity.finish(): reported in app.finish (protocol 3). */
  finish() { this.finishing = true; this.app.recordFinish(); }
  onCreate(savedInstanceState) { return this.app.onCreate(this.getIntent(), savedInstanceState); }
  onNewIntent(intent) { return this.app.onNewIntent(intent); }
  /** onStart: the kit runs it only for the activity a running app already shows when a case begins. */
  onStart() {}
  onResume() { return this.app.onResume(this.getIntent()); }
  onPause() { return this.app.onPause(); }
  /** onStop: the kit runs it only for the activity of an app already in the background when a case begins. */
  onStop() {}
  onConfigurationChanged(newConfig) { return this.app.onConfigurationChanged(newConfig); }
}

/**
 * android.app.Application: onCreate runs once per process, before any component. Name a
 * subclass as `new Manifest({application: MyApplication})` (or `MyApp.applicationClass`); the
 * kit creates it and calls onCreate when the harness says a process starts
 * (Application.onCreate) and when a case begins with the app already running.
 */
class Application extends Context {
  constructor(app, name = 'Application') { super(app, name); }
  /** Application.onCreate. */
  onCreate() {}
}

/** android.os.Looper: the main thread's, on which the kit runs every callback. */
class Looper {
  constructor() { this.queue = []; this.order = 0; }
  /** Looper.getMainLooper(). @returns {Looper} */
  static getMainLooper() { if (!Looper.main) Looper.main = new Looper(); return Looper.main; }
  /** @private */ post(work, delayMillis) { this.order += 1; this.queue.push([Math.max(0, Number(delayMillis) || 0), this.order, work]); }
  /** @private */ remove(work) { this.queue = this.queue.filter((each) => each[2] !== work); }
  /** @private */ clear() { this.queue = []; }
  /** @private Runs the posted work, the earliest due first (work it posts runs too), until none is left. */
  runPending(limit = 10000) {
    let ran = 0;
    while (this.queue.length > 0) {
      this.queue.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
      const [, , work] = this.queue.shift();
      ran += 1;
      if (ran > limit) { this.queue = []; throw new Error(`more than ${limit} pieces of work posted to the main thread in one callback`); }
      work();
    }
  }
}
Looper.main = undefined;

/**
 * android.os.Handler on the main looper: work posted here runs before the kit answers the
 * callback. Delayed work runs too (the harness's clock does not advance, so "later" means
 * "before the answer", in order of delay, then of posting).
 */
class Handler {
  /** @param {Looper} [looper] */
  constructor(looper) { this.looper = looper || Looper.getMainLooper(); }
  /** post(runnable). @param {() => void} work @returns {boolean} */
  post(work) { this.looper.post(work, 0); return true; }
  /** postDelayed(runnable, delayMillis). @param {() => void} work @param {number} delayMillis @returns {boolean} */
  postDelayed(work, delayMillis) { this.looper.post(work, delayMillis); return true; }
  /** removeCallbacks(runnable). @param {() => void} work */
  removeCallbacks(work) { this.looper.remove(work); }
}

/** android.os.Build: Build.VERSION.SDK_INT is the API level the app declares (MyApp.sdkInt). */
const Build = {
  VERSION: { SDK_INT: 34 },
  VERSION_CODES: { M: 23, N: 24, O: 26, P: 28, Q: 29, R: 30, S: 31, S_V2: 32, TIRAMISU: 33, UPSIDE_DOWN_CAKE: 34, VANILLA_ICE_CREAM: 35 },
};

/**
 * Thrown by an app (its constructor, or App.supports) for a case it cannot run: the kit
 * answers the case's begin with {"type": "unsupported", "reason": …}; the case is reported as
 * not applicable, never as passed.
 */
class Unsupported extends Error {
  /** @param {string} reason */
  constructor(reason) { super(reason); this.name = 'Unsupported'; this.reason = reason; }
}

/** The platforms a kit can play, and the SDK APIs a tracker can call. */
const PLATFORMS = ['ios', 'android'];
const APIS = ['collectMessageInfo', 'trackAction'];
/** Every SDK API the protocol names (hello.apis): Campaign Standard's, Campaign Classic's and Journey Optimizer's. */
const KNOWN_APIS = [...APIS, 'trackNotificationReceive', 'trackNotificationClick', 'handleNotificationResponse', 'trackPushReceived'];
/** UNNotificationActionOptions by the protocol's names, in the order every kit reports them. */
const ACTION_OPTIONS = ['foreground', 'destructive', 'authenticationRequired'];
const IOS_HANDLERS = ['didFinishLaunching', 'willPresent', 'didReceiveRemoteNotification', 'didReceive', 'willEnterForeground',
  'didBecomeActive', 'willResignActive', 'didEnterBackground'];
const ANDROID_HANDLERS = ['onApplicationCreate', 'onMessageReceived', 'onDismiss', 'onReceive', 'onStartCommand', 'onCreate',
  'onNewIntent', 'onResume', 'onPause', 'onConfigurationChanged'];
/** Whether the process being started follows Process.killed (read by the App constructor). */
const starting = { restarted: false };

/**
 * The app under test: override the handlers your tracker has. A fresh
 * instance per case, and after Process.killed (in-memory state ends with the process).
 * Module-level state of the tracker does not end by itself: reset it in the static
 * resetProcess(), which the kit calls before every new process.
 */
class App {
  /**
   * @param {object} testCase the begin message: platform, api, initialState, device, app
   * @param {NotificationManager} notificationManager the app's (the kit's recorder)
   */
  constructor(testCase, notificationManager) {
    this.case = testCase;
    /** false for the process a case begins with, true for one started after Process.killed. */
    this.restarted = starting.restarted;
    this.notificationManager = notificationManager;
    this.notificationsAllowed = (testCase.device || {}).notificationsAllowed !== false;
    this.useTrackAction = testCase.api === 'trackAction';
    const registered = this.constructor.categories || (testCase.app || {}).categories || [];
    this.registeredCategories = new Map(registered.map((category) => [category.identifier, category]));
    /** iOS: the response didReceive is handling (Messaging.handleNotificationResponse(this.response)). @type {UNNotificationResponse|undefined} */
    this.response = undefined;
    /** Android: the activity instance the current activity callback is for. @type {Activity|undefined} */
    this.activity = undefined;
    /** Android: the component handling the current callback. @type {Context|undefined} */
    this.context = undefined;
    this.facts = {};
    this.currentCallback = '';
  }
  /** Activity.setIntent on the current activity: getIntent() returns intent from now on. */
  setIntent(intent) {
    if (!this.activity) throw new Error('setIntent outside an activity callback');
    this.activity.setIntent(intent);
  }
  /** Activity.finish() on the current activity. */
  finish() {
    if (!this.activity) throw new Error('finish outside an activity callback');
    this.activity.finish();
  }
  /** Context.startActivity from the current component (a trampoline, from a receiver or service). */
  startActivity(intent) { this.recordStartActivity(intent); }
  /**
   * The categories registered, as `protocol` reports them (as every kit does): by identifier, each with
   * customDismissAction and its actions' opensApp (an action opens the app when it says so or has the foreground
   * option); version 3 adds each action's options, foreground included when it opens the app.
   * @private
   * @returns {object[]}
   */
  reportedCategories(protocol) {
    return [...this.registeredCategories.keys()].sort().map((identifier) => {
      const category = this.registeredCategories.get(identifier);
      const actions = (category.actions || []).map((action) => {
        const given = [...(action.options || []), ...(action.opensApp === true ? ['foreground'] : [])];
        const entry = { identifier: action.identifier, opensApp: given.includes('foreground') };
        if (protocol >= 3) entry.options = ACTION_OPTIONS.filter((option) => given.includes(option));
        return entry;
      });
      return { identifier, customDismissAction: category.customDismissAction === true, actions };
    });
  }
  /** iOS: the app sets its UNUserNotificationCenter delegate now (after launch: a late delegate). */
  setNotificationDelegate() { if (this.currentCallback !== LAUNCH) this.facts.notificationDelegate = true; }
  /**
   * Whether the app can run testCase (the begin message): false, or a reason as a string, and
   * the case is answered unsupported. Throwing Unsupported here or in the constructor does the
   * same. The default runs every case of the declared platforms and APIs.
   * @returns {boolean|string|undefined}
   */
  static supports(testCase) { return true; }
  /**
   * Called by the kit before every new process (each case, and after Process.killed), before
   * the app is constructed: reset the tracker's module-level state here, as a process that
   * ends takes it with it.
   */
  static resetProcess() {}
  /** @private A snapshot, as the Java kit's: what the intent was when it was set. */
  recordSetIntent(intent) { this.facts.setIntent = (intent || new Intent()).toJSON(); }
  /** @private */ recordStartActivity(intent) { (this.facts.startActivity = this.facts.startActivity || []).push(intent.toJSON()); }
  /** @private */ recordFinish() { this.facts.finish = true; }
  // iOS
  didFinishLaunching(launchOptions, applicationState) {}
  willPresent(userInfo, applicationState) {}
  didReceiveRemoteNotification(userInfo, applicationState) {}
  didReceive(userInfo, actionIdentifier, applicationState) {}
  willEnterForeground() {}
  didBecomeActive() {}
  willResignActive() {}
  didEnterBackground() {}
  // Android
  onApplicationCreate() {}
  onMessageReceived(message) {}
  onDismiss(intent) {}
  /** BroadcastReceiver.onReceive of receiver (a class name), other than the delete intent's. */
  onReceive(receiver, intent) {}
  /** Service.onStartCommand of service (a class name). */
  onStartCommand(service, intent) {}
  onCreate(intent, savedInstanceState) {}
  onNewIntent(intent) {}
  onResume(intent) {}
  onPause() {}
  /** Activity.onConfigurationChanged: a rotation the activity's configChanges cover. */
  onConfigurationChanged(newConfig) {}
}
/** The platforms the tracker has ('ios', 'android'); null: those whose handlers the class overrides. */
App.platforms = null;
/** The SDK APIs the tracker can call ('collectMessageInfo', 'trackAction'); null: both. */
App.apis = null;
/** Android: the Application subclass whose onCreate runs when a process starts (or manifest.application). */
App.applicationClass = null;
/** Android: the device's API level, Build.VERSION.SDK_INT (null: the manifest's targetSdk, else 34). */
App.sdkInt = null;
/** Android: the launch mode of the activity notifications open (when manifest declares no activities). */
App.launchMode = 'standard';
/** Android, protocol 3: a Manifest; null keeps the defaults. */
App.manifest = null;
/** iOS: when the app sets its delegate: 'launch' (or true), 'late', 'none' (or false). */
App.notificationDelegate = true;
/** iOS: the categories registered at launch (actions may carry options); null: the case's. */
App.categories = null;

/** @returns {'launch'|'late'|'none'} */
/**
 * The platforms AppClass declares; without a declaration, those whose handlers it overrides
 * (an Android manifest or application class counts as Android). An app that overrides nothing
 * is a stub: it is played (and fails) on both.
 * @returns {string[]}
 */
function declaredPlatforms(AppClass) {
  if (AppClass.platforms) return [...AppClass.platforms];
  const overrides = (name) => AppClass.prototype[name] !== App.prototype[name];
  const found = [];
  if (IOS_HANDLERS.some(overrides) || AppClass.categories || AppClass.notificationDelegate !== true) found.push('ios');
  if (ANDROID_HANDLERS.some(overrides) || AppClass.manifest || AppClass.applicationClass || AppClass.launchMode !== 'standard') found.push('android');
  return found.length > 0 ? found : [...PLATFORMS];
}

/** @returns {string[]} the SDK APIs AppClass declares; without a declaration, both. */
function declaredApis(AppClass) { return AppClass.apis ? [...AppClass.apis] : [...APIS]; }

/** @returns {string[]} values, if each is one of known. */
function checked(field, values, known) {
  if (!Array.isArray(values) || values.some((value) => !known.includes(value))) {
    throw new Error(`${field} must be a list of ${known.join(', ')}, not ${JSON.stringify(values)}`);
  }
  return [...values];
}

function delegateTiming(value) {
  if (value === true || value === 'launch') return 'launch';
  if (value === false || value === null || value === undefined || value === 'none') return 'none';
  if (value === 'late') return 'late';
  throw new Error(`notificationDelegate must be true, false, 'launch', 'late' or 'none', not ${value}`);
}

const ACTIVITY_CALLBACKS = ['Activity.onCreate', 'Activity.onNewIntent', 'Activity.onResume', 'Activity.onPause', 'Activity.onConfigurationChanged'];
/** Every callback the kit plays: docs/protocol.schema.json's callbackName (test/surface.test.js checks it). */
const CALLBACKS = [
  LAUNCH, 'application(_:didReceiveRemoteNotification:fetchCompletionHandler:)',
  'userNotificationCenter(_:willPresent:withCompletionHandler:)', 'userNotificationCenter(_:didReceive:withCompletionHandler:)',
  'applicationWillEnterForeground(_:)', 'applicationDidBecomeActive(_:)', 'applicationDidEnterBackground(_:)',
  'applicationWillResignActive(_:)', 'FirebaseMessagingService.onMessageReceived', 'NotificationDismissedReceiver.onReceive',
  ...ACTIVITY_CALLBACKS, 'Application.onCreate', 'Process.killed', 'BroadcastReceiver.onReceive', 'Service.onStartCommand',
];

/** What went wrong while the kit started the app before the case; the case's first answer says it. */
class SetupError extends Error {}

/** One case at a time: the app's process, its live activities, the pushes it saw. */
class Session {
  constructor(AppClass, platforms = PLATFORMS, apis = APIS, reports = ['calls']) {
    this.AppClass = AppClass;
    this.platforms = [...platforms];
    this.apis = [...apis];
    /** What the answers carry: 'calls', 'hits' (the requests the SDK sent), or both. */
    this.reports = [...reports];
    this.protocol = 1;
    this.testCase = {};
    this.manager = new NotificationManager();
    this.app = null;
    this.activities = new Map();
    this.current = undefined;
    /** An exception of the case's set-up (the app already running at begin): the first answer reports it. */
    this.setupError = undefined;    /** Whether this process's Application.onCreate ran. */
    this.applicationCreated = false;
  }
  /** A new case: a fresh process. @returns {string|undefined} why the app cannot run it */
  begin(testCase) {
    this.testCase = testCase;
    this.manager = new NotificationManager();
    this.manager.requiresFor = this.protocol >= 3;
    this.setupError = undefined;
    MobileCore.takeCalls();
    NetworkRecorder.shared.take();
    Looper.getMainLooper().clear();
    const { platform, api = 'any' } = testCase;
    // The stand-ins send hits as this platform's Campaign extension builds them.
    CampaignHits.platform = platform === 'ios' ? 'ios' : 'android';
    if (!this.platforms.includes(platform)) return `the app declares no ${platform} handlers`;
    if (api !== 'any' && !this.apis.includes(api)) return `the tracker does not call ${api}`;
    try {
      const verdict = this.AppClass.supports(testCase);
      if (verdict === false || typeof verdict === 'string') return typeof verdict === 'string' ? verdict : 'the app does not support this case';
      this.newProcess(false);
    } catch (error) {
      if (error instanceof Unsupported) return error.reason;
      this.app = null;
      this.setupError = `${error.name}: ${error.message} (while the app was created)`;
      return undefined;
    }
    if (testCase.initialState === 'foreground' || testCase.initialState === 'background') {
      try {
        if (platform === 'android') this.alreadyRunning(testCase.initialState);
        else this.alreadyLaunched();
      } catch (error) {
        this.setupError = `${error.name}: ${error.message} (while the app was started before the case)`;
      }
    }
    return undefined;
  }
  /** A new process: module state reset, a fresh app, no live activity; the kit keeps the pushes it saw. */
  newProcess(restarted) {
    Looper.getMainLooper().clear();
    this.AppClass.resetProcess();
    const manifest = this.AppClass.manifest;
    let sdk = this.AppClass.sdkInt;
    if (sdk === null || sdk === undefined) sdk = manifest && manifest.targetSdk !== undefined ? manifest.targetSdk : 34;
    Build.VERSION.SDK_INT = sdk;
    starting.restarted = restarted;
    try {
      this.app = new this.AppClass(this.testCase, this.manager);
    } finally {
      starting.restarted = false;
    }
    this.app.notificationManager = this.manager;
    this.activities = new Map();
    this.current = undefined;
    this.applicationCreated = false;
  }
  /** Application.onCreate: the application class's onCreate, then the app's handler; once per process. */
  applicationCreate() {
    if (this.applicationCreated) return undefined;
    this.applicationCreated = true;
    const app = this.app;
    const manifest = this.AppClass.manifest;
    const ApplicationClass = (manifest && manifest.application) || this.AppClass.applicationClass;
    if (ApplicationClass) {
      const application = new ApplicationClass(app);
      app.context = application;
      application.onCreate();
    }
    return app.onApplicationCreate();
  }
  /**
   * The case begins with the app running: its process started, and the launcher activity was
   * created from the launcher icon (onCreate, onStart, onResume; then onPause and onStop when
   * it is in the background). Tracking calls made here go with the case's first answer.
   */
  alreadyRunning(state) {
    const app = this.app;
    app.facts = {};
    app.currentCallback = 'Application.onCreate';
    try {
      this.applicationCreate();
      app.context = undefined;
      this.runMainLooper();
      const manifest = this.AppClass.manifest;
      const launcher = manifest && manifest.launcher();
      const name = launcher ? launcher.name : 'MainActivity';
      const intent = new Intent({ component: name, action: Intent.ACTION_MAIN, categories: [Intent.CATEGORY_LAUNCHER], flags: [Intent.FLAG_ACTIVITY_NEW_TASK] });
      const activity = this.activity('Activity.onCreate', { activity: name, intent: intent.toJSON() });
      app.activity = app.context = activity;
      const steps = [['Activity.onCreate', () => activity.onCreate(null)], ['Activity.onStart', () => activity.onStart()],
        ['Activity.onResume', () => activity.onResume()]];
      if (state === 'background') steps.push(['Activity.onPause', () => activity.onPause()], ['Activity.onStop', () => activity.onStop()]);
      for (const [step, run] of steps) {
        app.currentCallback = step;
        run();
        this.runMainLooper();
        if (activity.finishing) { this.activities.delete(activity.name); this.current = undefined; break; }
      }
    } finally {
      app.activity = app.context = undefined;
      // What the launcher's activity did to itself before the case is not a fact of the case.
      app.facts = {};
    }
  }
  /**
   * iOS: the case begins with the app running, launched before it (not by a push): didFinishLaunching ran then,
   * with no launch options, in the background. Tracking calls made there go with the case's first answer; what
   * the app did then is its past.
   */
  alreadyLaunched() {
    const app = this.app;
    app.facts = {};
    app.currentCallback = LAUNCH;
    try {
      app.didFinishLaunching({}, 'background');
    } finally {
      app.facts = {};
    }
  }
  /** Work the app posted to the main thread's Handler runs before the answer. */
  runMainLooper() { Looper.getMainLooper().runPending(); }
  /**
   * ready.app: the manifest, as the protocol spoken says it. iOS: when the app sets its delegate and the categories it
   * registers; Android: version 2's launch mode (the launcher activity's), version 3's manifest.
   */
  readyApp() {
    const { AppClass, testCase } = this;
    if (!this.app) return {};
    if (testCase.platform === 'ios') {
      const timing = delegateTiming(AppClass.notificationDelegate);
      return { notificationDelegate: this.protocol >= 3 ? timing : timing === 'launch', categories: this.app.reportedCategories(this.protocol) };
    }
    const launcher = AppClass.manifest && AppClass.manifest.launcher();
    if (this.protocol < 3) return { launchMode: launcher ? launcher.launchMode || 'standard' : AppClass.launchMode };
    const app = AppClass.manifest ? AppClass.manifest.toJSON() : {};
    if (!app.activities) app.launchMode = AppClass.launchMode;
    return app;
  }
  /** The instance an activity callback is for; Activity.onCreate makes a new one. */
  activity(name, args) {
    const intent = Intent.fromJSON(args.intent);
    const manifest = this.AppClass.manifest;
    let named = args.activity;
    if (named === undefined && name !== 'Activity.onCreate' && this.current) named = this.current.name;
    if (named === undefined) {
      const declared = (manifest && manifest.activity(intent.component)) || (manifest && manifest.launcher());
      named = declared ? declared.name : intent.component || 'MainActivity';
    }
    let instance = this.activities.get(named);
    if (!instance || name === 'Activity.onCreate') {
      const declaration = manifest && manifest.activity(named);
      const ActivityClass = (declaration && declaration.activityClass) || Activity;
      instance = new ActivityClass(this.app, named, intent);
      this.activities.set(named, instance);
    } else if (name === 'Activity.onResume' && args.intent) {
      instance.intent = intent; // what getIntent() returns now, as the system says
    }
    this.current = instance;
    return instance;
  }
  /** Plays one callback to the app. @returns {object} calls.app */
  callback(name, args) {
    if (this.setupError !== undefined) {
      const error = this.setupError;
      this.setupError = undefined;
      throw new SetupError(error);
    }
    if (!CALLBACKS.includes(name)) throw new Error(`callback ${JSON.stringify(name)} is not one the protocol names (docs/protocol.schema.json)`);
    const app = this.app;
    app.facts = {};
    app.currentCallback = name;
    const state = args.applicationState;
    if (name === 'Process.killed') { this.newProcess(true); return {}; }
    try {
      if (this.testCase.platform === 'android' && name !== 'Application.onCreate') {
        // Android creates the process's Application before any component: protocols 2 and 3 say when
        // (Application.onCreate); a protocol 1 harness does not, so the first component's callback starts it.
        this.applicationCreate();
        app.context = undefined;
      }
      if (ACTIVITY_CALLBACKS.includes(name)) {
        const activity = this.activity(name, args);
        app.activity = app.context = activity;
        if (name === 'Activity.onCreate') activity.onCreate(args.savedInstanceState);
        else if (name === 'Activity.onNewIntent') activity.onNewIntent(Intent.fromJSON(args.intent));
        else if (name === 'Activity.onResume') activity.onResume();
        else if (name === 'Activity.onPause') activity.onPause();
        else activity.onConfigurationChanged(args.newConfig || {});
        if (activity.finishing) { this.activities.delete(activity.name); this.current = undefined; }
      } else {
        this.route(app, name, args, state);
      }
    } finally {
      app.activity = app.context = undefined;
      this.manager.handling = undefined;
      this.manager.inMessageReceived = false;
    }
    this.runMainLooper();
    return this.report(name, app.facts);
  }
  route(app, name, args, state) {
    switch (name) {
      case LAUNCH: return app.didFinishLaunching(args.launchOptions || {}, state);
      case 'userNotificationCenter(_:willPresent:withCompletionHandler:)': return app.willPresent(args.userInfo, state);
      case 'application(_:didReceiveRemoteNotification:fetchCompletionHandler:)':
        return app.didReceiveRemoteNotification(args.userInfo, state);
      case 'userNotificationCenter(_:didReceive:withCompletionHandler:)':
        // The response being handled, for Messaging.handleNotificationResponse(this.response).
        app.response = UNNotificationResponse.fromArgs(args, app.registeredCategories);
        return app.didReceive(args.userInfo, args.actionIdentifier, state);
      case 'applicationWillEnterForeground(_:)': return app.willEnterForeground();
      case 'applicationDidBecomeActive(_:)': return app.didBecomeActive();
      case 'applicationWillResignActive(_:)': return app.willResignActive();
      case 'applicationDidEnterBackground(_:)': return app.didEnterBackground();
      case 'Application.onCreate': return this.applicationCreate();
      case 'FirebaseMessagingService.onMessageReceived': {
        const message = args.message;
        this.manager.messages.push([message.messageId, message.data || {}]);
        this.manager.handling = message.messageId;
        this.manager.inMessageReceived = true;
        app.context = new Context(app, 'FirebaseMessagingService');
        return app.onMessageReceived(message);
      }
      case 'NotificationDismissedReceiver.onReceive': {
        const intent = Intent.fromJSON(args.intent);
        app.context = new Context(app, args.receiver || intent.component || 'NotificationDismissedReceiver');
        return app.onDismiss(intent);
      }
      case 'BroadcastReceiver.onReceive':
        app.context = new Context(app, args.receiver);
        return app.onReceive(args.receiver, Intent.fromJSON(args.intent));
      case 'Service.onStartCommand':
        app.context = new Context(app, args.service);
        return app.onStartCommand(args.service, Intent.fromJSON(args.intent));
      default: return undefined;
    }
  }
  /**
   * What an answer carries since the last one: the calls (none when the adapter reports hits
   * alone), and the SDK's requests when it reports hits.
   */
  takeEvidence() {
    const calls = MobileCore.takeCalls();
    const requests = NetworkRecorder.shared.take();
    const evidence = { calls: this.reports.includes('calls') ? calls : [] };
    if (this.reports.includes('hits')) evidence.requests = requests;
    return evidence;
  }
  /** calls.app: what the app did besides tracking, as the protocol spoken says it. */
  report(name, facts) {
    const report = this.manager.take(this.protocol);
    if ('setIntent' in facts) {
      if (this.protocol >= 3) report.setIntent = facts.setIntent;
      else if (name === 'Activity.onNewIntent') report.setIntent = true;
    }
    if (this.protocol >= 3) for (const key of ['startActivity', 'finish', 'notificationDelegate']) if (key in facts) report[key] = facts[key];
    // The app registers its categories while it launches (setNotificationCategories), in this process too.
    if (name === LAUNCH && this.protocol >= 2) report.categories = this.app.reportedCategories(this.protocol);
    return report;
  }
}

/**
 * Leads every write to file descriptor 1 that goes through `fs` (writeSync,
 * write, writev, writeFileSync, appendFileSync, createWriteStream and their
 * promise forms) to file descriptor 2: below process.stdout, a tracker's raw
 * writes to stdout must not reach the protocol either. Native code writing to
 * fd 1 is out of reach (Node cannot `dup2`).
 */
function protectDescriptorOne() {
  const fs = require('node:fs');
  const toStderr = (fd) => (fd === 1 ? 2 : fd);
  for (const method of ['writeSync', 'write', 'writev', 'writevSync', 'writeFileSync', 'appendFileSync', 'writeFile', 'appendFile']) {
    const original = fs[method];
    if (typeof original !== 'function') continue;
    fs[method] = function (fd, ...rest) { return original.call(this, toStderr(fd), ...rest); };
  }
  const createWriteStream = fs.createWriteStream;
  fs.createWriteStream = function (target, options) {
    if (options && typeof options === 'object' && options.fd === 1) options = { ...options, fd: 2 };
    return createWriteStream.call(this, target, options);
  };
  for (const method of ['writeFile', 'appendFile']) {
    const original = fs.promises[method];
    fs.promises[method] = function (target, ...rest) { return original.call(this, toStderr(target), ...rest); };
  }
}

/**
 * Serves the protocol on stdin/stdout until `bye`. Before any app code runs,
 * process.stdout, console.log and `fs` writes to fd 1 lead to stderr; the
 * protocol keeps the original stream to itself.
 *
 * `platforms` and `apis` are what the tracker has (default: AppClass.platforms,
 * AppClass.apis; without those, the platforms whose handlers the app overrides, and both
 * APIs). The hello claims exactly these; a case of another platform, or pinning another
 * API, is answered unsupported.
 *
 * `reports` is what the answers carry as evidence: 'calls' (the calls the tracker made), 'hits'
 * (the requests the SDK sent through ServiceProvider.networkService, recorded by
 * NetworkRecorder.shared), or both. Default: what `--reports calls,hits` on the command line
 * says, else calls. With 'hits', the MobileCore/ACPCore stand-ins send Campaign's tracking hit
 * for each call they accept, built as the case's platform builds it.
 * @param {typeof App} AppClass
 * @param {{name: string, version?: string, platforms?: string[], apis?: string[], reports?: string[]}} options
 */
function serve(AppClass, { name, version = 'unknown', platforms, apis, connect = process.env.TRACKCHECK_CONNECT, reports } = {}) {
  platforms = checked('platforms', platforms || declaredPlatforms(AppClass), PLATFORMS);
  apis = checked('apis', apis || declaredApis(AppClass), KNOWN_APIS);
  reports = checked('reports', reports || reportsFromCommandLine(), EVIDENCE);
  if (reports.length === 0) throw new TypeError('reports must name calls, hits or both');
  reports = EVIDENCE.filter((evidence) => reports.includes(evidence));
  CampaignHits.sending = reports.includes('hits');
  if (connect) return serveConnections(connect, AppClass, { name, version, platforms, apis, reports });
  const protocolWrite = process.stdout.write.bind(process.stdout);
  process.stdout.write = process.stderr.write.bind(process.stderr);
  protectDescriptorOne();
  serveStream(process.stdin, (text) => protocolWrite(text), new Session(AppClass, platforms, apis, reports), { name, version, platforms, apis, reports });
}

/**
 * Serves connection after connection to `address` (`HOST:PORT` or `unix:PATH`), each a fresh
 * app process, until `bye`: when trackcheck closes a connection without it (a timeout, a
 * protocol error), the kit connects again.
 */
function serveConnections(address, AppClass, identity) {
  const net = require('node:net');
  let served = 0;
  const next = () => {
    const target = address.startsWith('unix:')
      ? { path: address.slice(5) }
      : { host: address.slice(0, address.lastIndexOf(':')).replace(/^\[|\]$/g, ''), port: Number(address.slice(address.lastIndexOf(':') + 1)) };
    const socket = net.connect(target);
    let saidBye = false;
    socket.on('connect', () => {
      served += 1;
      // Each answer is one small write awaited by trackcheck: sent at once, not coalesced.
      socket.setNoDelay(true);
      serveStream(socket, (text) => socket.write(text), new Session(AppClass, identity.platforms, identity.apis, identity.reports), identity, () => {
        saidBye = true;
        socket.end();
      });
    });
    socket.on('error', (error) => {
      if (served === 0) {
        process.stderr.write(`trackcheck-kit cannot connect to ${address}: ${error.message}\n`);
        process.exitCode = 1;
      }
    });
    socket.on('close', () => { if (!saidBye && served > 0) next(); });
  };
  next();
}

/** Serves one stream of protocol lines; `onBye` is called at `bye`. */
function serveStream(input, write, session, { name, version, platforms, apis, reports }, onBye = () => {}) {
  const send = (message) => write(`${JSON.stringify(message)}\n`);
  const lines = readline.createInterface({ input, crlfDelay: Infinity });
  lines.on('line', (line) => {
    if (line.trim() === '') return;
    const message = JSON.parse(line);
    const id = message.id;
    switch (message.type) {
      case 'hello': {
        const offered = message.protocols || [message.protocol];
        const spoken = PROTOCOLS.filter((candidate) => offered.includes(candidate));
        if (spoken.length === 0) {
          process.stderr.write(`trackcheck-kit speaks protocols ${PROTOCOLS.join(', ')}, the harness offers ${offered}\n`);
          process.exit(1);
        }
        session.protocol = spoken[0];
        const hello = {
          type: 'hello', protocol: session.protocol, implementation: { name, version }, platforms, apis,
          features: ['pipelining'], // one line at a time, in order
        };
        // Calls alone is what an implementation reports unless it says otherwise.
        if (reports.join(',') !== 'calls') hello.reports = reports;
        send(hello);
        break;
      }
      case 'begin': {
        const reason = session.begin(message);
        if (reason !== undefined) { send({ type: 'unsupported', id, reason }); break; }
        const ready = { type: 'ready', id };
        if (session.protocol >= 2) ready.app = session.readyApp();
        send(ready);
        break;
      }
      case 'callback': {
        let report;
        try {
          report = session.callback(message.name, message.args || {});
        } catch (error) {
          session.takeEvidence();
          session.manager.take(session.protocol);
          Looper.getMainLooper().clear();
          send({ type: 'error', id, message: error instanceof SetupError ? error.message : `${error.name}: ${error.message}` });
          break;
        }
        const answer = { type: 'calls', id, ...session.takeEvidence() };
        if (session.protocol >= 2 && Object.keys(report).length > 0) answer.app = report;
        send(answer);
        break;
      }
      case 'end':
        if (session.setupError !== undefined) {
          const message = session.setupError;
          session.setupError = undefined;
          session.takeEvidence();
          send({ type: 'error', id, message });
          break;
        }
        send({ type: 'calls', id, ...session.takeEvidence() });
        break;
      case 'bye':
        lines.close();
        onBye();
        break;
      default:
        send({ type: 'error', id, message: `unknown message type ${message.type}` });
    }
  });
}

module.exports = {
  ACPCore, Activity, App, Application, Build, CampaignClassic, CampaignClassicHits, CampaignHits, Context, EdgeHits, Handler,
  HttpConnection,
  HttpMethod, Intent, Looper, Manifest, Messaging, MobileCore, NetworkRecorder, NetworkRequest, NotificationManager, PendingIntent,
  PushTrackingStatus, ServiceProvider, UNNotificationResponse, Unsupported, reportsFromCommandLine, serve,
};
