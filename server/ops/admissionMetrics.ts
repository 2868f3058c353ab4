/**
 * `/metrics` for admission control (decision 050): requests shed by reason, render slots in
 * use, requests queued for one, and the event-loop delay the shedding decision reads.
 */
import type { Admission, ShedReason } from '../reliability/admission';
import type { Registry } from './metrics';

export function registerAdmissionMetrics(registry: Registry, admission: Admission, loopDelayMs: () => number): (reason: ShedReason) => void {
  const shed = registry.counter({
    name: 'neutron_shed_total',
    help: 'Requests answered 503 for overload, by reason (queue_full, queue_timeout, event_loop).',
    labelNames: ['reason'],
  });
  const active = registry.gauge({ name: 'neutron_render_slots_active', help: 'Page requests holding a render slot (upstream work or rendering).' });
  const queued = registry.gauge({ name: 'neutron_render_queue_length', help: 'Page requests waiting for a render slot.' });
  const delay = registry.gauge({ name: 'neutron_event_loop_delay_seconds', help: 'Current event-loop delay as the shedding decision sees it, in seconds.' });
  registry.onCollect(() => {
    active.set(admission.active);
    queued.set(admission.queued);
    delay.set(loopDelayMs() / 1000);
  });
  const byReason = { queue_full: shed.labels('queue_full'), queue_timeout: shed.labels('queue_timeout'), event_loop: shed.labels('event_loop') };
  return (reason) => byReason[reason].inc();
}
