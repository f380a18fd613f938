// Placeholder CLI entry.
console.log("heldout-gate");
