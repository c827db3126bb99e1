/** The clock a screen reads when its page passes none: the device's (tests pass a fixed one). */
export const deviceClock = (): Date => new Date();
