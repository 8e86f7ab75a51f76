import { atom } from 'nanostores';
import { deviceSwitch } from './device-switch.ts';
import { t } from '../../../i18n/t.ts';

/**
 * How the desk gets attention: a chime that repeats while orders wait for an answer, the count
 * in the tab's title, and desktop notifications when allowed. Browsers keep a page silent until
 * it is touched once, so the sound starts 'off' unless the browser already lets it play (a kiosk
 * started with autoplay allowed), and the desk asks for that one touch. Staff may mute the chime
 * on this device (a screen reader's speech, a desk beside the till): the title and the New
 * column still say what waits.
 */

export type SoundState = 'off' | 'on' | 'unsupported';
export const $sound = atom<SoundState>('off');
/** How many chimes have sounded (shown on the desk for whoever wonders whether it rang). */
export const $chimes = atom(0);

const mute = deviceSwitch('doorstep.desk.muted');
/** Whether this device keeps the chime silent. */
export const $muted = mute.$on;
export const setMuted = mute.set;

/** Whether the desk rings now: something waits for an answer, the browser lets it sound, and it is not muted. */
export function shouldChime({ waiting, sound, muted }: { waiting: number; sound: SoundState; muted: boolean }): boolean {
  return waiting > 0 && sound === 'on' && !muted;
}

/**
 * Orders the board shows for the first time already answered: taken and accepted at once on
 * another screen (New order). They never wait in New, so they ring once here instead of on and
 * on; null before the first board, whose orders are simply there.
 */
export function arrivedAnswered<Order extends { _id: string; orderStatus: string }>(
  seen: ReadonlySet<string> | null,
  orders: readonly Order[],
): Order[] {
  if (seen === null) return [];
  return orders.filter((order) => order.orderStatus !== 'pending' && !seen.has(order._id));
}

/** A chime every few seconds while something waits. */
export const CHIME_EVERY_MS = 4000;

let audio: AudioContext | null = null;

/** Prepares the sound; it is on at once where the browser allows it without a touch. */
export function prepareSound(): void {
  if (typeof AudioContext === 'undefined') {
    $sound.set('unsupported');
    return;
  }
  audio ??= new AudioContext();
  $sound.set(audio.state === 'running' ? 'on' : 'off');
}

/** The touch that lets the page make sound (a click on "Turn sound on"). */
export async function turnSoundOn(): Promise<void> {
  prepareSound();
  if (!audio) return;
  await audio.resume();
  $sound.set(audio.state === 'running' ? 'on' : 'off');
  if (audio.state === 'running') chime();
}

/** Two short rising notes, loud enough for a kitchen, short enough not to grate. */
export function chime(): void {
  if (audio?.state !== 'running' || $muted.get()) return;
  const start = audio.currentTime;
  for (const [offset, frequency] of [
    [0, 880],
    [0.18, 1320],
  ] as const) {
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, start + offset);
    gain.gain.exponentialRampToValueAtTime(0.6, start + offset + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.16);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(start + offset);
    oscillator.stop(start + offset + 0.18);
  }
  $chimes.set($chimes.get() + 1);
}

/** 'Order Desk — Admin', or '(3) New orders — Order Desk' while orders wait. */
export function deskTitle(waiting: number): string {
  const screen = t('admin.screenDesk');
  return waiting > 0 ? t('admin-desk.titleWaiting', { count: waiting, screen }) : `${screen} — ${t('admin.panelName')}`;
}

export type NotificationState = 'default' | 'granted' | 'denied' | 'unsupported';

export function notificationState(): NotificationState {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

export async function askForNotifications(): Promise<NotificationState> {
  if (typeof Notification === 'undefined') return 'unsupported';
  return Notification.requestPermission();
}

/** A desktop notification for a new order, when allowed; clicking it brings the desk forward. */
export function notifyNewOrder(reference: string, summary: string): void {
  if (notificationState() !== 'granted') return;
  const notification = new Notification(t('admin-desk.notificationTitle', { reference }), { body: summary, tag: `order-${reference}` });
  notification.onclick = () => window.focus();
}
