/**
 * `/metrics` for admission control (decisions 050, 058, 106): requests shed by reason, render
 * slots in use, requests queued for one, the queue delay of each request given a render slot,
 * the content API's connection slots in use and queued for (readers, background), and the
 * event-loop delay the shedding decision reads.
 */
import type { Admission, ShedReason, UpstreamSlots } from '../reliability/admission';
import type { Registry } from './metrics';

/** Seconds; the queue-delay target (1 s by default) falls between two buckets' bounds. */
const QUEUE_DELAY_BUCKETS = [0.005, 0.025, 0.1, 0.25, 0.5, 1, 2, 5, 10];

export function registerAdmissionMetrics(
  registry: Registry,
  admission: Admission,
  loopDelayMs: () => number,
  upstream?: UpstreamSlots,
): (reason: ShedReason) => void {
  const shed = registry.counter({
    name: 'neutron_shed_total',
    help: 'Requests answered 503 for overload, by reason (queue_full, queue_timeout, event_loop, queue_delay); upstream_busy counts content API calls refused for want of a connection (the page may still be served stale).',
    labelNames: ['reason'],
  });
  const queueDelay = registry.histogram({
    name: 'neutron_queue_delay_seconds',
    help: 'Queue delay of each page request given a render slot: time since it arrived not spent waiting for the content API (decision 106).',
    buckets: QUEUE_DELAY_BUCKETS,
  });
  admission.onQueueDelay = (ms) => queueDelay.observe(ms / 1000);
  const active = registry.gauge({
    name: 'neutron_render_slots_active',
    help: 'Page requests holding a render slot (rendering).',
  });
  const upstreamActive = registry.gauge({
    name: 'neutron_upstream_slots_active',
    help: 'Content API calls holding a connection slot, by share (reader, background).',
    labelNames: ['share'],
  });
  const upstreamQueued = registry.gauge({
    name: 'neutron_upstream_queue_length',
    help: 'Content API calls for readers waiting for a connection slot.',
  });
  const queued = registry.gauge({
    name: 'neutron_render_queue_length',
    help: 'Page requests waiting for a render slot.',
  });
  const delay = registry.gauge({
    name: 'neutron_event_loop_delay_seconds',
    help: 'Current event-loop delay as the shedding decision sees it, in seconds.',
  });
  registry.onCollect(() => {
    active.set(admission.active);
    queued.set(admission.queued);
    delay.set(loopDelayMs() / 1000);
    if (upstream) {
      upstreamActive.labels('reader').set(upstream.readers.active);
      upstreamActive.labels('background').set(upstream.background.active);
      upstreamQueued.set(upstream.readers.queued);
    }
  });
  const byReason = {
    queue_full: shed.labels('queue_full'),
    queue_timeout: shed.labels('queue_timeout'),
    event_loop: shed.labels('event_loop'),
    upstream_busy: shed.labels('upstream_busy'),
    queue_delay: shed.labels('queue_delay'),
  };
  return (reason) => byReason[reason].inc();
}
