import { deviceSwitch } from './device-switch.ts';

/** Whether this desk prints a kitchen ticket as it accepts an order (the tablet by the printer). */
const autoPrint = deviceSwitch('doorstep.desk.autoPrint');

export const $autoPrint = autoPrint.$on;
export const setAutoPrint = autoPrint.set;
