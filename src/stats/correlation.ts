// Pearson correlation from running sums, so shards can be added together.
export class PearsonSums {
  n = 0;
  sx = 0;
  sy = 0;
  sxx = 0;
  syy = 0;
  sxy = 0;

  add(x: number, y: number): void {
    this.n++;
    this.sx += x;
    this.sy += y;
    this.sxx += x * x;
    this.syy += y * y;
    this.sxy += x * y;
  }

  merge(o: PearsonSums): void {
    this.n += o.n;
    this.sx += o.sx;
    this.sy += o.sy;
    this.sxx += o.sxx;
    this.syy += o.syy;
    this.sxy += o.sxy;
  }

  /** Rounded to 3 places like the SDK; null with fewer than 3 points or a constant side. */
  value(): number | null {
    const { n, sx, sy, sxx, syy, sxy } = this;
    if (n < 3) return null;
    const vx = n * sxx - sx * sx;
    const vy = n * syy - sy * sy;
    if (vx <= 0 || vy <= 0) return null;
    const r = (n * sxy - sx * sy) / Math.sqrt(vx * vy);
    return Math.round(Math.max(-1, Math.min(1, r)) * 1000) / 1000;
  }
}
