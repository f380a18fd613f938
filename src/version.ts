// Kept equal to package.json's version by a test; written into every report.
export const VERSION = "0.1.0";
