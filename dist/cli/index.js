import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 58:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {

// A library of seedable RNGs implemented in Javascript.
//
// Usage:
//
// var seedrandom = require('seedrandom');
// var random = seedrandom(1); // or any seed.
// var x = random();       // 0 <= x < 1.  Every bit is random.
// var x = random.quick(); // 0 <= x < 1.  32 bits of randomness.

// alea, a 53-bit multiply-with-carry generator by Johannes Baagøe.
// Period: ~2^116
// Reported to pass all BigCrush tests.
var alea = __nccwpck_require__(547);

// xor128, a pure xor-shift generator by George Marsaglia.
// Period: 2^128-1.
// Reported to fail: MatrixRank and LinearComp.
var xor128 = __nccwpck_require__(542);

// xorwow, George Marsaglia's 160-bit xor-shift combined plus weyl.
// Period: 2^192-2^32
// Reported to fail: CollisionOver, SimpPoker, and LinearComp.
var xorwow = __nccwpck_require__(148);

// xorshift7, by François Panneton and Pierre L'ecuyer, takes
// a different approach: it adds robustness by allowing more shifts
// than Marsaglia's original three.  It is a 7-shift generator
// with 256 bits, that passes BigCrush with no systmatic failures.
// Period 2^256-1.
// No systematic BigCrush failures reported.
var xorshift7 = __nccwpck_require__(358);

// xor4096, by Richard Brent, is a 4096-bit xor-shift with a
// very long period that also adds a Weyl generator. It also passes
// BigCrush with no systematic failures.  Its long period may
// be useful if you have many generators and need to avoid
// collisions.
// Period: 2^4128-2^32.
// No systematic BigCrush failures reported.
var xor4096 = __nccwpck_require__(108);

// Tyche-i, by Samuel Neves and Filipe Araujo, is a bit-shifting random
// number generator derived from ChaCha, a modern stream cipher.
// https://eden.dei.uc.pt/~sneves/pubs/2011-snfa2.pdf
// Period: ~2^127
// No systematic BigCrush failures reported.
var tychei = __nccwpck_require__(802);

// The original ARC4-based prng included in this library.
// Period: ~2^1600
var sr = __nccwpck_require__(42);

sr.alea = alea;
sr.xor128 = xor128;
sr.xorwow = xorwow;
sr.xorshift7 = xorshift7;
sr.xor4096 = xor4096;
sr.tychei = tychei;

module.exports = sr;


/***/ }),

/***/ 547:
/***/ (function(module, __unused_webpack_exports, __nccwpck_require__) {

/* module decorator */ module = __nccwpck_require__.nmd(module);
// A port of an algorithm by Johannes Baagøe <baagoe@baagoe.com>, 2010
// http://baagoe.com/en/RandomMusings/javascript/
// https://github.com/nquinlan/better-random-numbers-for-javascript-mirror
// Original work is under MIT license -

// Copyright (C) 2010 by Johannes Baagøe <baagoe@baagoe.org>
//
// Permission is hereby granted, free of charge, to any person obtaining a copy
// of this software and associated documentation files (the "Software"), to deal
// in the Software without restriction, including without limitation the rights
// to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
// copies of the Software, and to permit persons to whom the Software is
// furnished to do so, subject to the following conditions:
//
// The above copyright notice and this permission notice shall be included in
// all copies or substantial portions of the Software.
//
// THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
// IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
// FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
// AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
// LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
// OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN
// THE SOFTWARE.



(function(global, module, define) {

function Alea(seed) {
  var me = this, mash = Mash();

  me.next = function() {
    var t = 2091639 * me.s0 + me.c * 2.3283064365386963e-10; // 2^-32
    me.s0 = me.s1;
    me.s1 = me.s2;
    return me.s2 = t - (me.c = t | 0);
  };

  // Apply the seeding algorithm from Baagoe.
  me.c = 1;
  me.s0 = mash(' ');
  me.s1 = mash(' ');
  me.s2 = mash(' ');
  me.s0 -= mash(seed);
  if (me.s0 < 0) { me.s0 += 1; }
  me.s1 -= mash(seed);
  if (me.s1 < 0) { me.s1 += 1; }
  me.s2 -= mash(seed);
  if (me.s2 < 0) { me.s2 += 1; }
  mash = null;
}

function copy(f, t) {
  t.c = f.c;
  t.s0 = f.s0;
  t.s1 = f.s1;
  t.s2 = f.s2;
  return t;
}

function impl(seed, opts) {
  var xg = new Alea(seed),
      state = opts && opts.state,
      prng = xg.next;
  prng.int32 = function() { return (xg.next() * 0x100000000) | 0; }
  prng.double = function() {
    return prng() + (prng() * 0x200000 | 0) * 1.1102230246251565e-16; // 2^-53
  };
  prng.quick = prng;
  if (state) {
    if (typeof(state) == 'object') copy(state, xg);
    prng.state = function() { return copy(xg, {}); }
  }
  return prng;
}

function Mash() {
  var n = 0xefc8249d;

  var mash = function(data) {
    data = String(data);
    for (var i = 0; i < data.length; i++) {
      n += data.charCodeAt(i);
      var h = 0.02519603282416938 * n;
      n = h >>> 0;
      h -= n;
      h *= n;
      n = h >>> 0;
      h -= n;
      n += h * 0x100000000; // 2^32
    }
    return (n >>> 0) * 2.3283064365386963e-10; // 2^-32
  };

  return mash;
}


if (module && module.exports) {
  module.exports = impl;
} else if (define && define.amd) {
  define(function() { return impl; });
} else {
  this.alea = impl;
}

})(
  this,
   true && module,    // present in node.js
  (typeof define) == 'function' && define   // present with an AMD loader
);




/***/ }),

/***/ 802:
/***/ (function(module, __unused_webpack_exports, __nccwpck_require__) {

/* module decorator */ module = __nccwpck_require__.nmd(module);
// A Javascript implementaion of the "Tyche-i" prng algorithm by
// Samuel Neves and Filipe Araujo.
// See https://eden.dei.uc.pt/~sneves/pubs/2011-snfa2.pdf

(function(global, module, define) {

function XorGen(seed) {
  var me = this, strseed = '';

  // Set up generator function.
  me.next = function() {
    var b = me.b, c = me.c, d = me.d, a = me.a;
    b = (b << 25) ^ (b >>> 7) ^ c;
    c = (c - d) | 0;
    d = (d << 24) ^ (d >>> 8) ^ a;
    a = (a - b) | 0;
    me.b = b = (b << 20) ^ (b >>> 12) ^ c;
    me.c = c = (c - d) | 0;
    me.d = (d << 16) ^ (c >>> 16) ^ a;
    return me.a = (a - b) | 0;
  };

  /* The following is non-inverted tyche, which has better internal
   * bit diffusion, but which is about 25% slower than tyche-i in JS.
  me.next = function() {
    var a = me.a, b = me.b, c = me.c, d = me.d;
    a = (me.a + me.b | 0) >>> 0;
    d = me.d ^ a; d = d << 16 ^ d >>> 16;
    c = me.c + d | 0;
    b = me.b ^ c; b = b << 12 ^ d >>> 20;
    me.a = a = a + b | 0;
    d = d ^ a; me.d = d = d << 8 ^ d >>> 24;
    me.c = c = c + d | 0;
    b = b ^ c;
    return me.b = (b << 7 ^ b >>> 25);
  }
  */

  me.a = 0;
  me.b = 0;
  me.c = 2654435769 | 0;
  me.d = 1367130551;

  if (seed === Math.floor(seed)) {
    // Integer seed.
    me.a = (seed / 0x100000000) | 0;
    me.b = seed | 0;
  } else {
    // String seed.
    strseed += seed;
  }

  // Mix in string seed, then discard an initial batch of 64 values.
  for (var k = 0; k < strseed.length + 20; k++) {
    me.b ^= strseed.charCodeAt(k) | 0;
    me.next();
  }
}

function copy(f, t) {
  t.a = f.a;
  t.b = f.b;
  t.c = f.c;
  t.d = f.d;
  return t;
};

function impl(seed, opts) {
  var xg = new XorGen(seed),
      state = opts && opts.state,
      prng = function() { return (xg.next() >>> 0) / 0x100000000; };
  prng.double = function() {
    do {
      var top = xg.next() >>> 11,
          bot = (xg.next() >>> 0) / 0x100000000,
          result = (top + bot) / (1 << 21);
    } while (result === 0);
    return result;
  };
  prng.int32 = xg.next;
  prng.quick = prng;
  if (state) {
    if (typeof(state) == 'object') copy(state, xg);
    prng.state = function() { return copy(xg, {}); }
  }
  return prng;
}

if (module && module.exports) {
  module.exports = impl;
} else if (define && define.amd) {
  define(function() { return impl; });
} else {
  this.tychei = impl;
}

})(
  this,
   true && module,    // present in node.js
  (typeof define) == 'function' && define   // present with an AMD loader
);




/***/ }),

/***/ 542:
/***/ (function(module, __unused_webpack_exports, __nccwpck_require__) {

/* module decorator */ module = __nccwpck_require__.nmd(module);
// A Javascript implementaion of the "xor128" prng algorithm by
// George Marsaglia.  See http://www.jstatsoft.org/v08/i14/paper

(function(global, module, define) {

function XorGen(seed) {
  var me = this, strseed = '';

  me.x = 0;
  me.y = 0;
  me.z = 0;
  me.w = 0;

  // Set up generator function.
  me.next = function() {
    var t = me.x ^ (me.x << 11);
    me.x = me.y;
    me.y = me.z;
    me.z = me.w;
    return me.w ^= (me.w >>> 19) ^ t ^ (t >>> 8);
  };

  if (seed === (seed | 0)) {
    // Integer seed.
    me.x = seed;
  } else {
    // String seed.
    strseed += seed;
  }

  // Mix in string seed, then discard an initial batch of 64 values.
  for (var k = 0; k < strseed.length + 64; k++) {
    me.x ^= strseed.charCodeAt(k) | 0;
    me.next();
  }
}

function copy(f, t) {
  t.x = f.x;
  t.y = f.y;
  t.z = f.z;
  t.w = f.w;
  return t;
}

function impl(seed, opts) {
  var xg = new XorGen(seed),
      state = opts && opts.state,
      prng = function() { return (xg.next() >>> 0) / 0x100000000; };
  prng.double = function() {
    do {
      var top = xg.next() >>> 11,
          bot = (xg.next() >>> 0) / 0x100000000,
          result = (top + bot) / (1 << 21);
    } while (result === 0);
    return result;
  };
  prng.int32 = xg.next;
  prng.quick = prng;
  if (state) {
    if (typeof(state) == 'object') copy(state, xg);
    prng.state = function() { return copy(xg, {}); }
  }
  return prng;
}

if (module && module.exports) {
  module.exports = impl;
} else if (define && define.amd) {
  define(function() { return impl; });
} else {
  this.xor128 = impl;
}

})(
  this,
   true && module,    // present in node.js
  (typeof define) == 'function' && define   // present with an AMD loader
);




/***/ }),

/***/ 108:
/***/ (function(module, __unused_webpack_exports, __nccwpck_require__) {

/* module decorator */ module = __nccwpck_require__.nmd(module);
// A Javascript implementaion of Richard Brent's Xorgens xor4096 algorithm.
//
// This fast non-cryptographic random number generator is designed for
// use in Monte-Carlo algorithms. It combines a long-period xorshift
// generator with a Weyl generator, and it passes all common batteries
// of stasticial tests for randomness while consuming only a few nanoseconds
// for each prng generated.  For background on the generator, see Brent's
// paper: "Some long-period random number generators using shifts and xors."
// http://arxiv.org/pdf/1004.3115v1.pdf
//
// Usage:
//
// var xor4096 = require('xor4096');
// random = xor4096(1);                        // Seed with int32 or string.
// assert.equal(random(), 0.1520436450538547); // (0, 1) range, 53 bits.
// assert.equal(random.int32(), 1806534897);   // signed int32, 32 bits.
//
// For nonzero numeric keys, this impelementation provides a sequence
// identical to that by Brent's xorgens 3 implementaion in C.  This
// implementation also provides for initalizing the generator with
// string seeds, or for saving and restoring the state of the generator.
//
// On Chrome, this prng benchmarks about 2.1 times slower than
// Javascript's built-in Math.random().

(function(global, module, define) {

function XorGen(seed) {
  var me = this;

  // Set up generator function.
  me.next = function() {
    var w = me.w,
        X = me.X, i = me.i, t, v;
    // Update Weyl generator.
    me.w = w = (w + 0x61c88647) | 0;
    // Update xor generator.
    v = X[(i + 34) & 127];
    t = X[i = ((i + 1) & 127)];
    v ^= v << 13;
    t ^= t << 17;
    v ^= v >>> 15;
    t ^= t >>> 12;
    // Update Xor generator array state.
    v = X[i] = v ^ t;
    me.i = i;
    // Result is the combination.
    return (v + (w ^ (w >>> 16))) | 0;
  };

  function init(me, seed) {
    var t, v, i, j, w, X = [], limit = 128;
    if (seed === (seed | 0)) {
      // Numeric seeds initialize v, which is used to generates X.
      v = seed;
      seed = null;
    } else {
      // String seeds are mixed into v and X one character at a time.
      seed = seed + '\0';
      v = 0;
      limit = Math.max(limit, seed.length);
    }
    // Initialize circular array and weyl value.
    for (i = 0, j = -32; j < limit; ++j) {
      // Put the unicode characters into the array, and shuffle them.
      if (seed) v ^= seed.charCodeAt((j + 32) % seed.length);
      // After 32 shuffles, take v as the starting w value.
      if (j === 0) w = v;
      v ^= v << 10;
      v ^= v >>> 15;
      v ^= v << 4;
      v ^= v >>> 13;
      if (j >= 0) {
        w = (w + 0x61c88647) | 0;     // Weyl.
        t = (X[j & 127] ^= (v + w));  // Combine xor and weyl to init array.
        i = (0 == t) ? i + 1 : 0;     // Count zeroes.
      }
    }
    // We have detected all zeroes; make the key nonzero.
    if (i >= 128) {
      X[(seed && seed.length || 0) & 127] = -1;
    }
    // Run the generator 512 times to further mix the state before using it.
    // Factoring this as a function slows the main generator, so it is just
    // unrolled here.  The weyl generator is not advanced while warming up.
    i = 127;
    for (j = 4 * 128; j > 0; --j) {
      v = X[(i + 34) & 127];
      t = X[i = ((i + 1) & 127)];
      v ^= v << 13;
      t ^= t << 17;
      v ^= v >>> 15;
      t ^= t >>> 12;
      X[i] = v ^ t;
    }
    // Storing state as object members is faster than using closure variables.
    me.w = w;
    me.X = X;
    me.i = i;
  }

  init(me, seed);
}

function copy(f, t) {
  t.i = f.i;
  t.w = f.w;
  t.X = f.X.slice();
  return t;
};

function impl(seed, opts) {
  if (seed == null) seed = +(new Date);
  var xg = new XorGen(seed),
      state = opts && opts.state,
      prng = function() { return (xg.next() >>> 0) / 0x100000000; };
  prng.double = function() {
    do {
      var top = xg.next() >>> 11,
          bot = (xg.next() >>> 0) / 0x100000000,
          result = (top + bot) / (1 << 21);
    } while (result === 0);
    return result;
  };
  prng.int32 = xg.next;
  prng.quick = prng;
  if (state) {
    if (state.X) copy(state, xg);
    prng.state = function() { return copy(xg, {}); }
  }
  return prng;
}

if (module && module.exports) {
  module.exports = impl;
} else if (define && define.amd) {
  define(function() { return impl; });
} else {
  this.xor4096 = impl;
}

})(
  this,                                     // window object or global
   true && module,    // present in node.js
  (typeof define) == 'function' && define   // present with an AMD loader
);


/***/ }),

/***/ 358:
/***/ (function(module, __unused_webpack_exports, __nccwpck_require__) {

/* module decorator */ module = __nccwpck_require__.nmd(module);
// A Javascript implementaion of the "xorshift7" algorithm by
// François Panneton and Pierre L'ecuyer:
// "On the Xorgshift Random Number Generators"
// http://saluc.engr.uconn.edu/refs/crypto/rng/panneton05onthexorshift.pdf

(function(global, module, define) {

function XorGen(seed) {
  var me = this;

  // Set up generator function.
  me.next = function() {
    // Update xor generator.
    var X = me.x, i = me.i, t, v, w;
    t = X[i]; t ^= (t >>> 7); v = t ^ (t << 24);
    t = X[(i + 1) & 7]; v ^= t ^ (t >>> 10);
    t = X[(i + 3) & 7]; v ^= t ^ (t >>> 3);
    t = X[(i + 4) & 7]; v ^= t ^ (t << 7);
    t = X[(i + 7) & 7]; t = t ^ (t << 13); v ^= t ^ (t << 9);
    X[i] = v;
    me.i = (i + 1) & 7;
    return v;
  };

  function init(me, seed) {
    var j, w, X = [];

    if (seed === (seed | 0)) {
      // Seed state array using a 32-bit integer.
      w = X[0] = seed;
    } else {
      // Seed state using a string.
      seed = '' + seed;
      for (j = 0; j < seed.length; ++j) {
        X[j & 7] = (X[j & 7] << 15) ^
            (seed.charCodeAt(j) + X[(j + 1) & 7] << 13);
      }
    }
    // Enforce an array length of 8, not all zeroes.
    while (X.length < 8) X.push(0);
    for (j = 0; j < 8 && X[j] === 0; ++j);
    if (j == 8) w = X[7] = -1; else w = X[j];

    me.x = X;
    me.i = 0;

    // Discard an initial 256 values.
    for (j = 256; j > 0; --j) {
      me.next();
    }
  }

  init(me, seed);
}

function copy(f, t) {
  t.x = f.x.slice();
  t.i = f.i;
  return t;
}

function impl(seed, opts) {
  if (seed == null) seed = +(new Date);
  var xg = new XorGen(seed),
      state = opts && opts.state,
      prng = function() { return (xg.next() >>> 0) / 0x100000000; };
  prng.double = function() {
    do {
      var top = xg.next() >>> 11,
          bot = (xg.next() >>> 0) / 0x100000000,
          result = (top + bot) / (1 << 21);
    } while (result === 0);
    return result;
  };
  prng.int32 = xg.next;
  prng.quick = prng;
  if (state) {
    if (state.x) copy(state, xg);
    prng.state = function() { return copy(xg, {}); }
  }
  return prng;
}

if (module && module.exports) {
  module.exports = impl;
} else if (define && define.amd) {
  define(function() { return impl; });
} else {
  this.xorshift7 = impl;
}

})(
  this,
   true && module,    // present in node.js
  (typeof define) == 'function' && define   // present with an AMD loader
);



/***/ }),

/***/ 148:
/***/ (function(module, __unused_webpack_exports, __nccwpck_require__) {

/* module decorator */ module = __nccwpck_require__.nmd(module);
// A Javascript implementaion of the "xorwow" prng algorithm by
// George Marsaglia.  See http://www.jstatsoft.org/v08/i14/paper

(function(global, module, define) {

function XorGen(seed) {
  var me = this, strseed = '';

  // Set up generator function.
  me.next = function() {
    var t = (me.x ^ (me.x >>> 2));
    me.x = me.y; me.y = me.z; me.z = me.w; me.w = me.v;
    return (me.d = (me.d + 362437 | 0)) +
       (me.v = (me.v ^ (me.v << 4)) ^ (t ^ (t << 1))) | 0;
  };

  me.x = 0;
  me.y = 0;
  me.z = 0;
  me.w = 0;
  me.v = 0;

  if (seed === (seed | 0)) {
    // Integer seed.
    me.x = seed;
  } else {
    // String seed.
    strseed += seed;
  }

  // Mix in string seed, then discard an initial batch of 64 values.
  for (var k = 0; k < strseed.length + 64; k++) {
    me.x ^= strseed.charCodeAt(k) | 0;
    if (k == strseed.length) {
      me.d = me.x << 10 ^ me.x >>> 4;
    }
    me.next();
  }
}

function copy(f, t) {
  t.x = f.x;
  t.y = f.y;
  t.z = f.z;
  t.w = f.w;
  t.v = f.v;
  t.d = f.d;
  return t;
}

function impl(seed, opts) {
  var xg = new XorGen(seed),
      state = opts && opts.state,
      prng = function() { return (xg.next() >>> 0) / 0x100000000; };
  prng.double = function() {
    do {
      var top = xg.next() >>> 11,
          bot = (xg.next() >>> 0) / 0x100000000,
          result = (top + bot) / (1 << 21);
    } while (result === 0);
    return result;
  };
  prng.int32 = xg.next;
  prng.quick = prng;
  if (state) {
    if (typeof(state) == 'object') copy(state, xg);
    prng.state = function() { return copy(xg, {}); }
  }
  return prng;
}

if (module && module.exports) {
  module.exports = impl;
} else if (define && define.amd) {
  define(function() { return impl; });
} else {
  this.xorwow = impl;
}

})(
  this,
   true && module,    // present in node.js
  (typeof define) == 'function' && define   // present with an AMD loader
);




/***/ }),

/***/ 42:
/***/ (function(module, __unused_webpack_exports, __nccwpck_require__) {

/*
Copyright 2019 David Bau.

Permission is hereby granted, free of charge, to any person obtaining
a copy of this software and associated documentation files (the
"Software"), to deal in the Software without restriction, including
without limitation the rights to use, copy, modify, merge, publish,
distribute, sublicense, and/or sell copies of the Software, and to
permit persons to whom the Software is furnished to do so, subject to
the following conditions:

The above copyright notice and this permission notice shall be
included in all copies or substantial portions of the Software.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND,
EXPRESS OR IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF
MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT.
IN NO EVENT SHALL THE AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY
CLAIM, DAMAGES OR OTHER LIABILITY, WHETHER IN AN ACTION OF CONTRACT,
TORT OR OTHERWISE, ARISING FROM, OUT OF OR IN CONNECTION WITH THE
SOFTWARE OR THE USE OR OTHER DEALINGS IN THE SOFTWARE.

*/

(function (global, pool, math) {
//
// The following constants are related to IEEE 754 limits.
//

var width = 256,        // each RC4 output is 0 <= x < 256
    chunks = 6,         // at least six RC4 outputs for each double
    digits = 52,        // there are 52 significant digits in a double
    rngname = 'random', // rngname: name for Math.random and Math.seedrandom
    startdenom = math.pow(width, chunks),
    significance = math.pow(2, digits),
    overflow = significance * 2,
    mask = width - 1,
    nodecrypto;         // node.js crypto module, initialized at the bottom.

//
// seedrandom()
// This is the seedrandom function described above.
//
function seedrandom(seed, options, callback) {
  var key = [];
  options = (options == true) ? { entropy: true } : (options || {});

  // Flatten the seed string or build one from local entropy if needed.
  var shortseed = mixkey(flatten(
    options.entropy ? [seed, tostring(pool)] :
    (seed == null) ? autoseed() : seed, 3), key);

  // Use the seed to initialize an ARC4 generator.
  var arc4 = new ARC4(key);

  // This function returns a random double in [0, 1) that contains
  // randomness in every bit of the mantissa of the IEEE 754 value.
  var prng = function() {
    var n = arc4.g(chunks),             // Start with a numerator n < 2 ^ 48
        d = startdenom,                 //   and denominator d = 2 ^ 48.
        x = 0;                          //   and no 'extra last byte'.
    while (n < significance) {          // Fill up all significant digits by
      n = (n + x) * width;              //   shifting numerator and
      d *= width;                       //   denominator and generating a
      x = arc4.g(1);                    //   new least-significant-byte.
    }
    while (n >= overflow) {             // To avoid rounding up, before adding
      n /= 2;                           //   last byte, shift everything
      d /= 2;                           //   right using integer math until
      x >>>= 1;                         //   we have exactly the desired bits.
    }
    return (n + x) / d;                 // Form the number within [0, 1).
  };

  prng.int32 = function() { return arc4.g(4) | 0; }
  prng.quick = function() { return arc4.g(4) / 0x100000000; }
  prng.double = prng;

  // Mix the randomness into accumulated entropy.
  mixkey(tostring(arc4.S), pool);

  // Calling convention: what to return as a function of prng, seed, is_math.
  return (options.pass || callback ||
      function(prng, seed, is_math_call, state) {
        if (state) {
          // Load the arc4 state from the given state if it has an S array.
          if (state.S) { copy(state, arc4); }
          // Only provide the .state method if requested via options.state.
          prng.state = function() { return copy(arc4, {}); }
        }

        // If called as a method of Math (Math.seedrandom()), mutate
        // Math.random because that is how seedrandom.js has worked since v1.0.
        if (is_math_call) { math[rngname] = prng; return seed; }

        // Otherwise, it is a newer calling convention, so return the
        // prng directly.
        else return prng;
      })(
  prng,
  shortseed,
  'global' in options ? options.global : (this == math),
  options.state);
}

//
// ARC4
//
// An ARC4 implementation.  The constructor takes a key in the form of
// an array of at most (width) integers that should be 0 <= x < (width).
//
// The g(count) method returns a pseudorandom integer that concatenates
// the next (count) outputs from ARC4.  Its return value is a number x
// that is in the range 0 <= x < (width ^ count).
//
function ARC4(key) {
  var t, keylen = key.length,
      me = this, i = 0, j = me.i = me.j = 0, s = me.S = [];

  // The empty key [] is treated as [0].
  if (!keylen) { key = [keylen++]; }

  // Set up S using the standard key scheduling algorithm.
  while (i < width) {
    s[i] = i++;
  }
  for (i = 0; i < width; i++) {
    s[i] = s[j = mask & (j + key[i % keylen] + (t = s[i]))];
    s[j] = t;
  }

  // The "g" method returns the next (count) outputs as one number.
  (me.g = function(count) {
    // Using instance members instead of closure state nearly doubles speed.
    var t, r = 0,
        i = me.i, j = me.j, s = me.S;
    while (count--) {
      t = s[i = mask & (i + 1)];
      r = r * width + s[mask & ((s[i] = s[j = mask & (j + t)]) + (s[j] = t))];
    }
    me.i = i; me.j = j;
    return r;
    // For robust unpredictability, the function call below automatically
    // discards an initial batch of values.  This is called RC4-drop[256].
    // See http://google.com/search?q=rsa+fluhrer+response&btnI
  })(width);
}

//
// copy()
// Copies internal state of ARC4 to or from a plain object.
//
function copy(f, t) {
  t.i = f.i;
  t.j = f.j;
  t.S = f.S.slice();
  return t;
};

//
// flatten()
// Converts an object tree to nested arrays of strings.
//
function flatten(obj, depth) {
  var result = [], typ = (typeof obj), prop;
  if (depth && typ == 'object') {
    for (prop in obj) {
      try { result.push(flatten(obj[prop], depth - 1)); } catch (e) {}
    }
  }
  return (result.length ? result : typ == 'string' ? obj : obj + '\0');
}

//
// mixkey()
// Mixes a string seed into a key that is an array of integers, and
// returns a shortened string seed that is equivalent to the result key.
//
function mixkey(seed, key) {
  var stringseed = seed + '', smear, j = 0;
  while (j < stringseed.length) {
    key[mask & j] =
      mask & ((smear ^= key[mask & j] * 19) + stringseed.charCodeAt(j++));
  }
  return tostring(key);
}

//
// autoseed()
// Returns an object for autoseeding, using window.crypto and Node crypto
// module if available.
//
function autoseed() {
  try {
    var out;
    if (nodecrypto && (out = nodecrypto.randomBytes)) {
      // The use of 'out' to remember randomBytes makes tight minified code.
      out = out(width);
    } else {
      out = new Uint8Array(width);
      (global.crypto || global.msCrypto).getRandomValues(out);
    }
    return tostring(out);
  } catch (e) {
    var browser = global.navigator,
        plugins = browser && browser.plugins;
    return [+new Date, global, plugins, global.screen, tostring(pool)];
  }
}

//
// tostring()
// Converts an array of charcodes to a string
//
function tostring(a) {
  return String.fromCharCode.apply(0, a);
}

//
// When seedrandom.js is loaded, we immediately mix a few bits
// from the built-in RNG into the entropy pool.  Because we do
// not want to interfere with deterministic PRNG state later,
// seedrandom will not call math.random on its own again after
// initialization.
//
mixkey(math.random(), pool);

//
// Nodejs and AMD support: export the implementation as a module using
// either convention.
//
if ( true && module.exports) {
  module.exports = seedrandom;
  // When in node.js, try using crypto package for autoseeding.
  try {
    nodecrypto = __nccwpck_require__(982);
  } catch (ex) {}
} else if ((typeof define) == 'function' && define.amd) {
  define(function() { return seedrandom; });
} else {
  // When included as a plain script, set up Math.seedrandom global.
  math['seed' + rngname] = seedrandom;
}


// End anonymous scope, and pass initial values.
})(
  // global: `self` in browsers (including strict mode and web workers),
  // otherwise `this` in Node and other environments
  (typeof self !== 'undefined') ? self : this,
  [],     // pool: entropy pool starts empty
  Math    // math: package containing random, pow, and seedrandom
);


/***/ }),

/***/ 581:
/***/ ((module, __webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Qp: () => (/* binding */ exampleInputs),
/* harmony export */   Rr: () => (/* binding */ findExampleDir),
/* harmony export */   Zy: () => (/* binding */ parseArgs),
/* harmony export */   iW: () => (/* binding */ main)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(24);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__nccwpck_require__.n(node_url__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _config_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(973);
/* harmony import */ var _engine_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(684);
/* harmony import */ var _io_problems_js__WEBPACK_IMPORTED_MODULE_7__ = __nccwpck_require__(974);
/* harmony import */ var _render_markdown_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(756);
/* harmony import */ var _render_terminal_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(150);
// `heldout-gate check ...`: the same engine as the action, reporting to the terminal and
// to files. Exit code: 0 pass, 1 fail, 2 bad usage or invalid input (the USAGE text says so).








const USAGE = `usage: heldout-gate check --heldout FILE [--baseline FILE --candidate FILE]
                          [--pairs FILE] [--sft FILE] [--out DIR] [--json] [--<input> VALUE ...]
       heldout-gate check --example      run on the embedded example world
       heldout-gate check --help         this text

Every action input is also a flag (e.g. --target marker:looked_up_first, --seed 7,
--must-not-regress marker:refund_only_when_allowed, --fields task=task_id,reward=ok).
Writes report.json and report.md into --out (default .heldout-gate).
Exit code: 0 pass; 1 fail (the inputs were read and the gate said no);
2 bad usage or invalid input: a flag or file that cannot be used, or rows that fail
validation (the report is still written and lists them).`;
/** Finds the example world whether we run from src/ (tsx) or from dist/cli/ (the bundle). */
function findExampleDir(start) {
    let dir = start;
    for (let i = 0; i < 6; i++) {
        const candidate = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, "fixtures", "example");
        if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(candidate, "heldout.jsonl")))
            return candidate;
        const up = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(dir);
        if (up === dir)
            break;
        dir = up;
    }
    return null;
}
/** The inputs `--example` runs with, for the example world in `dir`. */
function exampleInputs(dir) {
    return {
        heldout: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, "heldout.jsonl"),
        baseline: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, "before.jsonl"),
        candidate: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, "after.jsonl"),
        pairs: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, "pairs.jsonl"),
        sft: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, "sft.jsonl"),
        "graded-by": "program",
        "must-not-regress": "marker:refund_only_when_allowed",
    };
}
function parseArgs(argv) {
    const raw = {};
    let json = false;
    let example = false;
    let help = false;
    const known = new Set([...Object.keys(_config_js__WEBPACK_IMPORTED_MODULE_3__/* .INPUT_DEFAULTS */ .WJ), "out"]);
    for (let i = 0; i < argv.length; i++) {
        const a = argv[i];
        if (a === "--json")
            json = true;
        else if (a === "--example")
            example = true;
        else if (a === "--help" || a === "-h")
            help = true;
        else if (a.startsWith("--")) {
            const eq = a.indexOf("=");
            const name = eq > 0 ? a.slice(2, eq) : a.slice(2);
            if (!known.has(name))
                throw new _config_js__WEBPACK_IMPORTED_MODULE_3__/* .ConfigError */ .xL(`unknown flag --${name}`);
            const value = eq > 0 ? a.slice(eq + 1) : argv[++i];
            if (value === undefined || (eq < 0 && value.startsWith("--")))
                throw new _config_js__WEBPACK_IMPORTED_MODULE_3__/* .ConfigError */ .xL(`flag --${name} needs a value`);
            raw[name === "out" ? "out-dir" : name] = value;
        }
        else {
            throw new _config_js__WEBPACK_IMPORTED_MODULE_3__/* .ConfigError */ .xL(`unexpected argument "${a}"`);
        }
    }
    return { raw, json, example, help };
}
async function main(argv) {
    if (argv.length === 0 || argv[0] === "--help" || argv[0] === "-h") {
        console.log(USAGE);
        return argv.length === 0 ? 2 : 0;
    }
    if (argv[0] !== "check") {
        console.error(`heldout-gate: unknown command "${argv[0]}"\n\n${USAGE}`);
        return 2;
    }
    try {
        const { raw, json, example, help } = parseArgs(argv.slice(1));
        if (help) {
            console.log(USAGE);
            return 0;
        }
        if (example) {
            const dir = findExampleDir((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)((0,node_url__WEBPACK_IMPORTED_MODULE_2__.fileURLToPath)(import.meta.url)));
            if (!dir)
                throw new _config_js__WEBPACK_IMPORTED_MODULE_3__/* .ConfigError */ .xL("the example world (fixtures/example) was not found");
            // Relative to the working directory, so the report reads the same on every machine.
            for (const [k, v] of Object.entries(exampleInputs((0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(process.cwd(), dir) || "."))) {
                raw[k] ??= v;
            }
        }
        const cfg = (0,_config_js__WEBPACK_IMPORTED_MODULE_3__/* .parseConfig */ .o4)(raw);
        let report;
        try {
            report = await (0,_engine_js__WEBPACK_IMPORTED_MODULE_4__/* .buildReport */ .FK)(cfg);
        }
        catch (e) {
            if (!(e instanceof _engine_js__WEBPACK_IMPORTED_MODULE_4__/* .RunStopped */ .NL))
                throw e;
            // Still written: report.json says which input stopped the run. Exit 2, as for any
            // input the run could not take.
            report = (0,_engine_js__WEBPACK_IMPORTED_MODULE_4__/* .stoppedReport */ .gn)(cfg, e.stop);
        }
        const md = (0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_5__/* .renderSummary */ .Br)(report, {});
        const { json: jsonPath } = await (0,_engine_js__WEBPACK_IMPORTED_MODULE_4__/* .writeReportFiles */ .t4)(report, cfg.outDir, { "report.md": md });
        if (json)
            process.stdout.write((0,_engine_js__WEBPACK_IMPORTED_MODULE_4__/* .reportJson */ .l4)(report));
        else {
            console.log((0,_render_terminal_js__WEBPACK_IMPORTED_MODULE_6__/* .renderTerminal */ .b)(report).join("\n"));
            console.log(`\nwrote ${jsonPath} and ${(0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(cfg.outDir, "report.md")}`);
        }
        if (report.stopped)
            console.error(`heldout-gate: input "${report.stopped.input}": ${report.stopped.reason}`);
        // Rows that fail validation are bad input, not a verdict on the model or the data.
        if (report.stopped || (0,_io_problems_js__WEBPACK_IMPORTED_MODULE_7__/* .problemTotal */ .sS)(report.inputs) > 0)
            return 2;
        return report.decision.pass ? 0 : 1;
    }
    catch (e) {
        const msg = e instanceof Error ? e.message : String(e);
        console.error(`heldout-gate: ${msg}`);
        return 2;
    }
}
// Run only when executed as a program, not when imported by tests.
const invoked = process.argv[1] && (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(process.argv[1]) ? (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(process.argv[1]) : "";
const self = (0,node_url__WEBPACK_IMPORTED_MODULE_2__.fileURLToPath)(import.meta.url);
if (invoked === self || invoked === self.replace(/\.ts$/, ".js")) {
    process.exitCode = await main(process.argv.slice(2));
}

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 973:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   WJ: () => (/* binding */ INPUT_DEFAULTS),
/* harmony export */   o4: () => (/* binding */ parseConfig),
/* harmony export */   xL: () => (/* binding */ ConfigError)
/* harmony export */ });
/* unused harmony export parseFieldMap */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(691);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(532);
/* harmony import */ var _io_fields_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(455);
// Raw inputs (action inputs or CLI flags, both as strings keyed by the action.yml
// input name) become one typed Config here. Nothing else reads inputs.


/** Every input with its default; action.yml and the README table are checked against this list. */
const INPUT_DEFAULTS = {
    heldout: "",
    baseline: "",
    candidate: "",
    pairs: "",
    sft: "",
    fields: "",
    target: "pass_at_1",
    "must-not-regress": "",
    "lower-is-better": "",
    resamples: "10000",
    seed: "0",
    rng: "alea",
    confidence: "0.95",
    "require-proof": "false",
    "allow-heldout-change": "false",
    "allow-partial": "false",
    "graded-by": "judge",
    "judge-agreement": "",
    "judge-human-n": "",
    "reward-is-judge": "false",
    "heldout-sha256": "",
    "baseline-from-base": "true",
    "length-fail-share": "0.8",
    "style-alpha": "0.05",
    "style-min-share": "0.05",
    "style-phrases": "",
    "contamination-ngram": "8",
    "contamination-overlap": "0.8",
    "contamination-fields": "prompt",
    "min-margin": "",
    "clean-pairs": "",
    "max-line-bytes": String(64 * 1024 * 1024),
    "max-file-bytes": String(8 * 1024 * 1024 * 1024),
    "max-rows": "50000000",
    "out-dir": ".heldout-gate",
    "github-token": "",
    "check-name": "heldout-gate",
    comment: "true",
    annotations: "true",
    mode: "gate",
    report: "",
    "allow-unsafe-pr-data": "false",
};
class ConfigError extends Error {
    constructor(message) {
        super(message);
        this.name = "ConfigError";
    }
}
const bool = (name) => zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().transform((s, ctx) => {
    const t = s.trim().toLowerCase();
    if (t === "true")
        return true;
    if (t === "false")
        return false;
    ctx.addIssue({ code: "custom", message: `input "${name}" must be true or false, got "${s}"` });
    return zod__WEBPACK_IMPORTED_MODULE_2__/* .NEVER */ .tm;
});
const num = (name, check, what) => zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().transform((s, ctx) => {
    const n = Number(s.trim());
    if (s.trim() === "" || !Number.isFinite(n) || !check(n)) {
        ctx.addIssue({ code: "custom", message: `input "${name}" must be ${what}, got "${s}"` });
        return zod__WEBPACK_IMPORTED_MODULE_2__/* .NEVER */ .tm;
    }
    return n;
});
const list = (s) => s
    .split(/[,\n]/)
    .map((x) => x.trim())
    .filter((x) => x.length > 0);
/** `task=task_id, reward=verifier_result.passed` -> {task: "task_id", reward: "verifier_result.passed"} */
function parseFieldMap(s) {
    // The task key, and every field that has a default path when it is not mapped.
    const allowed = new Set(["task", ...Object.keys(_io_fields_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_EVAL_PATHS */ .Y0)]);
    const out = {};
    for (const part of list(s)) {
        const eq = part.indexOf("=");
        if (eq <= 0 || eq === part.length - 1) {
            throw new ConfigError(`input "fields": expected name=path, got "${part}"`);
        }
        const key = part.slice(0, eq).trim();
        const path = part.slice(eq + 1).trim();
        if (!allowed.has(key)) {
            throw new ConfigError(`input "fields": unknown field "${key}" (known: ${[...allowed].join(", ")})`);
        }
        if (!/^[A-Za-z0-9_$-]+(\.[A-Za-z0-9_$-]+)*$/.test(path)) {
            throw new ConfigError(`input "fields": "${path}" is not a dotted path`);
        }
        out[key] = path;
    }
    return out;
}
function parsePhrases(s) {
    if (s.trim() === "")
        return {};
    let v;
    try {
        v = JSON.parse(s);
    }
    catch {
        throw new ConfigError(`input "style-phrases" must be a JSON object {name: [phrases]}`);
    }
    const r = zod__WEBPACK_IMPORTED_MODULE_1__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1), zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1)).min(1)).safeParse(v);
    if (!r.success)
        throw new ConfigError(`input "style-phrases" must be a JSON object {name: [phrases]}`);
    return r.data;
}
const rawSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    resamples: num("resamples", (n) => Number.isInteger(n) && n >= 100 && n <= 1_000_000, "an integer from 100 to 1000000"),
    seed: num("seed", (n) => Number.isSafeInteger(n), "an integer"),
    confidence: num("confidence", (n) => n > 0.5 && n < 1, "a level between 0.5 and 1, e.g. 0.95"),
    "require-proof": bool("require-proof"),
    "allow-heldout-change": bool("allow-heldout-change"),
    "allow-partial": bool("allow-partial"),
    "baseline-from-base": bool("baseline-from-base"),
    "reward-is-judge": bool("reward-is-judge"),
    "length-fail-share": num("length-fail-share", (n) => n > 0.5 && n <= 1, "a share in (0.5, 1]"),
    "style-alpha": num("style-alpha", (n) => n > 0 && n < 1, "a level in (0, 1)"),
    "style-min-share": num("style-min-share", (n) => n >= 0 && n <= 1, "a share in [0, 1]"),
    "contamination-ngram": num("contamination-ngram", (n) => Number.isInteger(n) && n >= 3 && n <= 32, "an integer from 3 to 32"),
    "contamination-overlap": num("contamination-overlap", (n) => n > 0 && n <= 1, "a share in (0, 1]"),
    "max-line-bytes": num("max-line-bytes", (n) => Number.isInteger(n) && n >= 1024, "an integer of at least 1024"),
    "max-file-bytes": num("max-file-bytes", (n) => Number.isInteger(n) && n >= 1024, "an integer of at least 1024"),
    "max-rows": num("max-rows", (n) => Number.isInteger(n) && n >= 1, "a positive integer"),
    comment: bool("comment"),
    annotations: bool("annotations"),
    "allow-unsafe-pr-data": bool("allow-unsafe-pr-data"),
});
/** Build the Config from raw string inputs; missing keys take their defaults. */
function parseConfig(raw) {
    const get = (k) => {
        const v = raw[k];
        return v === undefined || v.trim() === "" ? (INPUT_DEFAULTS[k] ?? "") : v.trim();
    };
    const parsed = rawSchema.safeParse(Object.fromEntries(Object.keys(rawSchema.shape).map((k) => [k, get(k)])));
    if (!parsed.success) {
        throw new ConfigError(parsed.error.issues.map((i) => i.message).join("; "));
    }
    const r = parsed.data;
    const mode = get("mode");
    if (mode !== "gate" && mode !== "report") {
        throw new ConfigError(`input "mode" must be "gate" or "report", got "${mode}"`);
    }
    // In report mode the verdict comes from an artifact; no data files are read.
    const needData = mode === "gate";
    const heldout = get("heldout");
    if (needData && heldout === "")
        throw new ConfigError(`input "heldout" is required: the frozen held-out test (JSONL)`);
    const opt = (k) => (get(k) === "" ? undefined : get(k));
    const baseline = opt("baseline");
    const candidate = opt("candidate");
    const pairs = opt("pairs");
    const sft = opt("sft");
    if ((baseline === undefined) !== (candidate === undefined)) {
        throw new ConfigError(`inputs "baseline" and "candidate" go together: give both or neither`);
    }
    if (needData && baseline === undefined && pairs === undefined && sft === undefined) {
        throw new ConfigError(`nothing to check: give "baseline" and "candidate", or "pairs", or "sft"`);
    }
    const rng = get("rng");
    if (rng !== "alea")
        throw new ConfigError(`input "rng" must be "alea", got "${rng}"`);
    const cfields = list(get("contamination-fields"));
    for (const f of cfields) {
        if (f !== "prompt" && f !== "completion") {
            throw new ConfigError(`input "contamination-fields" takes prompt and/or completion, got "${f}"`);
        }
    }
    const sha = opt("heldout-sha256");
    if (sha !== undefined && !/^[0-9a-f]{64}$/i.test(sha)) {
        throw new ConfigError(`input "heldout-sha256" must be 64 hex digits`);
    }
    const gradedBy = get("graded-by");
    if (gradedBy !== "program" && gradedBy !== "judge") {
        throw new ConfigError(`input "graded-by" must be "program" or "judge", got "${gradedBy}"`);
    }
    const optNum = (k, ok, what) => {
        const v = opt(k);
        if (v === undefined)
            return null;
        const n = Number(v);
        if (!Number.isFinite(n) || !ok(n))
            throw new ConfigError(`input "${k}" must be ${what}, got "${v}"`);
        return n;
    };
    const judgeAgreement = optNum("judge-agreement", (n) => n >= 0 && n <= 1, "a share in [0, 1]");
    const judgeHumanN = optNum("judge-human-n", (n) => Number.isInteger(n) && n >= 0, "a count");
    const minMarginRaw = opt("min-margin");
    const minMargin = minMarginRaw === undefined ? null : Number(minMarginRaw);
    if (minMargin !== null && !Number.isFinite(minMargin)) {
        throw new ConfigError(`input "min-margin" must be a number, got "${minMarginRaw}"`);
    }
    return {
        heldout,
        baseline,
        candidate,
        pairs,
        sft,
        fields: parseFieldMap(get("fields")),
        target: get("target"),
        mustNotRegress: list(get("must-not-regress")),
        lowerIsBetter: list(get("lower-is-better")),
        resamples: r.resamples,
        seed: r.seed,
        rng: "alea",
        confidence: r.confidence,
        requireProof: r["require-proof"],
        allowHeldoutChange: r["allow-heldout-change"],
        allowPartial: r["allow-partial"],
        gradedBy,
        judgeAgreement,
        judgeHumanN,
        rewardIsJudge: r["reward-is-judge"],
        heldoutSha256: sha?.toLowerCase(),
        baselineFromBase: r["baseline-from-base"],
        gates: {
            lengthFailShare: r["length-fail-share"],
            styleAlpha: r["style-alpha"],
            styleMinShare: r["style-min-share"],
            stylePhrases: parsePhrases(get("style-phrases")),
            ngram: r["contamination-ngram"],
            overlap: r["contamination-overlap"],
            contaminationFields: cfields,
            minMargin,
        },
        limits: {
            maxLineBytes: r["max-line-bytes"],
            maxFileBytes: r["max-file-bytes"],
            maxRows: r["max-rows"],
        },
        cleanPairs: opt("clean-pairs"),
        outDir: get("out-dir"),
        github: {
            token: get("github-token"),
            checkName: get("check-name"),
            comment: r.comment,
            mode,
            annotations: r.annotations,
            report: opt("report"),
            allowUnsafePrData: r["allow-unsafe-pr-data"],
        },
    };
}


/***/ }),

/***/ 684:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  NL: () => (/* binding */ RunStopped),
  FK: () => (/* binding */ buildReport),
  l4: () => (/* binding */ reportJson),
  gn: () => (/* binding */ stoppedReport),
  t4: () => (/* binding */ writeReportFiles)
});

;// CONCATENATED MODULE: external "node:crypto"
const external_node_crypto_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");
;// CONCATENATED MODULE: external "node:fs/promises"
const promises_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(760);
;// CONCATENATED MODULE: external "node:buffer"
const external_node_buffer_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:buffer");
;// CONCATENATED MODULE: external "node:stream"
const external_node_stream_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream");
;// CONCATENATED MODULE: external "node:zlib"
const external_node_zlib_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:zlib");
;// CONCATENATED MODULE: ./src/io/nesting.ts
// Depth of parsed JSON. JSON.parse reads any depth, but JSON.stringify, zod and every
// walk after it recurse, and a row nested a few thousand levels deep overflows the stack
// ("Maximum call stack size exceeded", no file, no line). The reader refuses such rows,
// so everything downstream works on values of bounded depth.
/** Levels of objects and lists a row may have, the row itself being level 1. */
const MAX_NESTING = 128;
/**
 * The top-level key under which `row` holds objects or lists nested deeper than `max`
 * levels, or null. Walks with its own stack, so the walk itself cannot overflow.
 */
function tooDeep(row, max = MAX_NESTING) {
    const values = [];
    const depths = [];
    for (const key of Object.keys(row)) {
        const top = row[key];
        if (top === null || typeof top !== "object")
            continue;
        values.push(top);
        depths.push(2);
        while (values.length > 0) {
            const v = values.pop();
            const d = depths.pop();
            if (d > max) {
                values.length = 0;
                depths.length = 0;
                return key;
            }
            if (Array.isArray(v)) {
                for (const c of v) {
                    if (c !== null && typeof c === "object") {
                        values.push(c);
                        depths.push(d + 1);
                    }
                }
            }
            else {
                for (const k in v) {
                    const c = v[k];
                    if (c !== null && typeof c === "object") {
                        values.push(c);
                        depths.push(d + 1);
                    }
                }
            }
        }
    }
    return null;
}

// EXTERNAL MODULE: ./src/io/problems.ts
var io_problems = __nccwpck_require__(974);
;// CONCATENATED MODULE: ./src/io/document.ts
// One JSON document read as rows with bounded memory. A byte scanner follows the
// document's structure; only the values that are rows (each element of a top-level
// array, or of an array at one of ROW_PATHS inside a top-level object) and the object's
// other members (its "header") are cut out and parsed, one at a time. Each row keeps the
// line it starts on, so problems point at the right place in a pretty-printed file.



/**
 * Where the tools we read keep their rows inside one JSON object: Inspect's `.json` log
 * (`samples`) and promptfoo's `-o out.json` (`results.results`). Everything else in the
 * object is kept whole as the header, up to maxLineBytes in all.
 */
const ROW_PATHS = ["samples", "results.results"];
const REASON_MAX = 200;
function clip(s) {
    return s.length > REASON_MAX ? `${s.slice(0, REASON_MAX)}...` : s;
}
function isSpace(b) {
    return b === 32 || b === 10 || b === 13 || b === 9;
}
class DocumentSplitter {
    limits;
    problems;
    counted;
    batch = [];
    stopped = false;
    /** Rows met (kept or not), like the JSONL reader's non-blank lines. */
    nonBlank = 0;
    /** A top-level object's members other than its rows; null for an array document. */
    header = null;
    /** Row paths that held an array of rows. */
    rowPaths = new Set();
    lineNo = 1;
    stack = [];
    started = false;
    ended = false;
    cap = null;
    headerBytes = 0;
    atStart = true;
    constructor(limits, problems, 
    /** Told of each row handed out, for the reader's row count. */
    counted = () => { }) {
        this.limits = limits;
        this.problems = problems;
        this.counted = counted;
    }
    get linesSeen() {
        return this.lineNo;
    }
    take() {
        const b = this.batch;
        this.batch = [];
        return b;
    }
    feed(chunk) {
        let i = 0;
        if (this.atStart) {
            this.atStart = false;
            if (chunk.length >= 3 && chunk[0] === 0xef && chunk[1] === 0xbb && chunk[2] === 0xbf)
                i = 3;
        }
        const n = chunk.length;
        while (i < n && !this.stopped) {
            if (this.cap !== null) {
                i = this.scanCapture(chunk, i);
                continue;
            }
            const b = chunk[i];
            if (isSpace(b)) {
                if (b === 10)
                    this.lineNo++;
                i++;
                continue;
            }
            this.structural(b);
            if (this.cap === null)
                i++;
        }
    }
    /** End of data: anything still open means the document was cut short. */
    finish() {
        if (this.stopped)
            return;
        if (this.cap !== null && this.cap.bare && this.cap.depth === 0) {
            this.endCapture();
        }
        if (this.cap !== null || this.stack.length > 0) {
            const open = this.stack[this.stack.length - 1];
            const where = open ? ` (the ${open.kind} opened at line ${open.line} is not closed)` : "";
            this.fail(`the JSON document ends early at line ${this.lineNo}${where}`);
            return;
        }
        if (!this.started)
            this.fail("file has no JSON document");
    }
    fail(reason) {
        this.problems.add(0, "", clip(reason));
        this.stopped = true;
    }
    unexpected(b, expected) {
        const ch = b >= 32 && b < 127 ? `"${String.fromCharCode(b)}"` : `byte 0x${b.toString(16)}`;
        this.fail(`not valid JSON at line ${this.lineNo}: expected ${expected}, found ${ch}`);
    }
    structural(b) {
        const top = this.stack[this.stack.length - 1];
        if (top === undefined) {
            if (this.ended) {
                this.fail(`more data after the JSON document ends, at line ${this.lineNo}: ` +
                    "for several objects write one per line (JSONL), or put them in one array");
                return;
            }
            this.started = true;
            if (b === 0x5b) {
                this.stack.push({
                    kind: "array",
                    path: "",
                    line: this.lineNo,
                    state: "first",
                    key: "",
                    target: null,
                });
                this.rowPaths.add("");
            }
            else if (b === 0x7b) {
                this.header = Object.create(null);
                this.stack.push({
                    kind: "object",
                    path: "",
                    line: this.lineNo,
                    state: "first",
                    key: "",
                    target: this.header,
                });
            }
            else {
                this.unexpected(b, "{ or [");
            }
            return;
        }
        if (top.kind === "array") {
            if (b === 0x5d && top.state !== "value")
                return this.pop();
            if (top.state === "comma") {
                if (b === 0x2c)
                    top.state = "value";
                else
                    this.unexpected(b, ", or ]");
                return;
            }
            if (b === 0x2c || b === 0x5d || b === 0x7d || b === 0x3a) {
                this.unexpected(b, "a value");
                return;
            }
            top.state = "comma";
            this.nonBlank++;
            if (this.nonBlank > this.limits.maxRows) {
                this.problems.add(this.lineNo, "", `more rows than the limit of ${this.limits.maxRows}; reading stopped`);
                this.stopped = true;
                return;
            }
            this.begin({ what: "row", path: top.path }, b);
            return;
        }
        // object
        switch (top.state) {
            case "first":
            case "key":
                if (b === 0x7d && top.state === "first")
                    return this.pop();
                if (b !== 0x22)
                    return this.unexpected(b, "a key in double quotes");
                top.state = "colon";
                this.begin({ what: "key", frame: top }, b);
                return;
            case "colon":
                if (b !== 0x3a)
                    return this.unexpected(b, ":");
                top.state = "value";
                return;
            case "comma":
                if (b === 0x7d)
                    return this.pop();
                if (b !== 0x2c)
                    return this.unexpected(b, ", or }");
                top.state = "key";
                return;
            case "value": {
                top.state = "comma";
                const path = top.path === "" ? top.key : `${top.path}.${top.key}`;
                if (b === 0x5b && ROW_PATHS.includes(path) && top.target !== null) {
                    this.rowPaths.add(path);
                    this.stack.push({
                        kind: "array",
                        path,
                        line: this.lineNo,
                        state: "first",
                        key: "",
                        target: null,
                    });
                    return;
                }
                if (b === 0x7b && top.target !== null && ROW_PATHS.some((p) => p.startsWith(`${path}.`))) {
                    const inner = Object.create(null);
                    top.target[top.key] = inner;
                    this.stack.push({
                        kind: "object",
                        path,
                        line: this.lineNo,
                        state: "first",
                        key: "",
                        target: inner,
                    });
                    return;
                }
                this.begin({ what: "member", frame: top, key: top.key }, b);
                return;
            }
        }
    }
    pop() {
        this.stack.pop();
        if (this.stack.length === 0)
            this.ended = true;
    }
    /** Starts cutting out the value whose first byte is b (scanCapture reads that byte again). */
    begin(f, b) {
        this.cap = {
            for: f,
            line: this.lineNo,
            pieces: [],
            bytes: 0,
            depth: 0,
            inString: false,
            escape: false,
            bare: b !== 0x22 && b !== 0x7b && b !== 0x5b,
            skipping: false,
        };
    }
    /** Scans the value being captured from chunk[i]; returns where scanning stopped. */
    scanCapture(chunk, start) {
        const c = this.cap;
        const n = chunk.length;
        let i = start;
        let end = -1; // exclusive end of the value in this chunk
        let depth = c.depth;
        let inString = c.inString;
        let escape = c.escape;
        let lines = 0;
        // Next backslash at or after i (n = none): found once per chunk region, not per string.
        let nextBs = -1;
        while (i < n) {
            const b = chunk[i];
            if (inString) {
                if (escape) {
                    escape = false;
                    i++;
                    continue;
                }
                // Jump to the next quote or backslash: strings are most of the bytes.
                const q = chunk.indexOf(0x22, i);
                if (q < 0) {
                    // Unterminated in this chunk: an odd run of trailing backslashes escapes the
                    // next chunk's first byte.
                    escape = trailingBackslashes(chunk, i, n) % 2 === 1;
                    break;
                }
                if (nextBs < i) {
                    nextBs = chunk.indexOf(0x5c, i);
                    if (nextBs < 0)
                        nextBs = n;
                }
                if (nextBs < q) {
                    escape = true;
                    i = nextBs + 1;
                    continue;
                }
                inString = false;
                i = q + 1;
                if (depth === 0) {
                    end = i;
                    break;
                }
                continue;
            }
            if (b === 0x22) {
                inString = true;
                i++;
                continue;
            }
            if (b === 0x7b || b === 0x5b) {
                depth++;
                i++;
                continue;
            }
            if (b === 0x7d || b === 0x5d) {
                if (depth === 0) {
                    end = i; // a bare value closed by its container
                    break;
                }
                depth--;
                i++;
                if (depth === 0) {
                    end = i;
                    break;
                }
                continue;
            }
            if (depth === 0 && c.bare && (b === 0x2c || isSpace(b))) {
                end = i;
                break;
            }
            if (b === 10)
                lines++;
            i++;
        }
        this.lineNo += lines;
        c.depth = depth;
        c.inString = inString;
        c.escape = escape;
        const piece = chunk.subarray(start, end < 0 ? n : end);
        if (!c.skipping) {
            if (c.bytes + piece.length > this.limits.maxLineBytes)
                this.tooBig(c);
            else {
                c.pieces.push(piece);
                c.bytes += piece.length;
            }
        }
        if (end < 0)
            return n;
        this.endCapture();
        return end;
    }
    tooBig(c) {
        c.skipping = true;
        c.pieces = [];
        const what = c.for.what === "row" ? "row" : c.for.what === "key" ? "key" : `value of "${clip(c.for.key)}"`;
        this.problems.add(c.line, "", `${what} is longer than ${this.limits.maxLineBytes} bytes; skipped`);
    }
    endCapture() {
        const c = this.cap;
        this.cap = null;
        if (c.skipping) {
            if (c.for.what === "key")
                c.for.frame.key = "";
            return;
        }
        const bytes = c.pieces.length === 1 ? c.pieces[0] : Buffer.concat(c.pieces, c.bytes);
        if (!(0,external_node_buffer_namespaceObject.isUtf8)(bytes)) {
            this.problems.add(c.line, "", "not valid UTF-8");
            return;
        }
        let value;
        try {
            value = JSON.parse(bytes.toString("utf8"));
        }
        catch (err) {
            if (c.for.what === "key") {
                this.fail(`not valid JSON at line ${c.line}: a key is not a valid string`);
            }
            else {
                this.problems.add(c.line, "", clip(`not valid JSON: ${err.message}`));
            }
            return;
        }
        const f = c.for;
        if (f.what === "key") {
            f.frame.key = value;
            return;
        }
        if (f.what === "member") {
            if (f.frame.target === null)
                return;
            this.headerBytes += c.bytes;
            if (this.headerBytes > this.limits.maxLineBytes) {
                this.fail(`the document's data outside its rows is over ${this.limits.maxLineBytes} bytes; reading stopped`);
                return;
            }
            f.frame.target[f.key] = value;
            return;
        }
        if (value === null || typeof value !== "object" || Array.isArray(value)) {
            this.problems.add(c.line, "", `expected a JSON object, got ${(0,io_problems/* describeValue */.bp)(value)}`);
            return;
        }
        const deep = tooDeep(value);
        if (deep !== null) {
            this.problems.add(c.line, deep, `nested more than ${MAX_NESTING} levels deep`);
            return;
        }
        const row = { line: c.line, value: value };
        if (f.path !== "")
            row.path = f.path;
        this.batch.push(row);
        this.counted(1);
    }
}
/** How many backslashes end chunk[from..to): an odd count escapes what follows. */
function trailingBackslashes(chunk, from, to) {
    let k = 0;
    while (to - 1 - k >= from && chunk[to - 1 - k] === 0x5c)
        k++;
    return k;
}

;// CONCATENATED MODULE: ./src/io/sniff.ts
// What a file is, told from its first bytes, so a file that is not JSONL gets one message
// saying what it is and what to pass instead, not one "not valid JSON" per line.
const LFS_PREFIX = Buffer.from("version https://git-lfs.github.com/spec/");
function sniffRaw(head) {
    if (head.length >= 2 && head[0] === 0x1f && head[1] === 0x8b)
        return "gzip";
    // Local file header, or the end record of an empty archive.
    if (head.length >= 4 && head[0] === 0x50 && head[1] === 0x4b) {
        if ((head[2] === 3 && head[3] === 4) || (head[2] === 5 && head[3] === 6))
            return "zip";
    }
    if (head.length >= 4 && head.subarray(0, 4).toString("latin1") === "PAR1")
        return "parquet";
    if (head.length >= LFS_PREFIX.length && head.subarray(0, LFS_PREFIX.length).equals(LFS_PREFIX)) {
        return "lfs-pointer";
    }
    return "plain";
}
/** Index of the first byte that is not whitespace or a UTF-8 byte-order mark, or -1. */
function firstSignificant(head) {
    let i = 0;
    if (head.length >= 3 && head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf)
        i = 3;
    while (i < head.length) {
        const b = head[i];
        if (b !== 32 && b !== 9 && b !== 10 && b !== 13)
            return i;
        i++;
    }
    return -1;
}
/**
 * JSONL or one JSON document. `[` opens an array document. A `{` alone on its line opens a
 * pretty-printed object document (every pretty printer writes it so); any other `{` line
 * is a JSONL row. Blank input counts as JSONL, whose reader says the file has no rows.
 */
function sniffText(head) {
    const i = firstSignificant(head);
    if (i < 0)
        return "jsonl";
    const b = head[i];
    if (b === 0x5b)
        return "json-array";
    if (b !== 0x7b)
        return "not-json";
    const nl = head.indexOf(10, i);
    if (nl < 0)
        return "jsonl";
    let end = nl;
    while (end > i && (head[end - 1] === 32 || head[end - 1] === 9 || head[end - 1] === 13))
        end--;
    return end === i + 1 ? "json-object" : "jsonl";
}
/** The one message for a file whose layout cannot hold rows, or null when rows can be read. */
function rawKindMessage(kind, formatHint) {
    switch (kind) {
        case "parquet":
            return ("this is a Parquet file, which is not read here: export it as JSONL " +
                "(e.g. pandas: df.to_json(path, orient='records', lines=True))");
        case "lfs-pointer":
            return ("this is a Git LFS pointer, not the data: check out with `lfs: true` " +
                "(actions/checkout) or run `git lfs pull` first");
        case "zip":
            return `this is a zip archive; ${formatHint}`;
        default:
            return null;
    }
}
/** The one message for text that is neither JSONL nor a JSON document. */
function notJsonMessage(head) {
    const i = firstSignificant(head);
    const line = head
        .subarray(Math.max(i, 0), Math.min(head.length, Math.max(i, 0) + 60))
        .toString("utf8")
        .split("\n")[0];
    const what = /^[A-Za-z_][\w-]*:(\s|$)/.test(line) || line.startsWith("---")
        ? "it looks like YAML"
        : /^[^,\t]+(,[^,\t]*)+$/.test(line)
            ? "it looks like CSV"
            : /^[^\t]+(\t[^\t]*)+$/.test(line)
                ? "it looks like TSV"
                : "it does not start with { or [";
    return `not JSON or JSONL (${what}): expected one JSON object per line, or one JSON array or object`;
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(24);
;// CONCATENATED MODULE: ./src/io/source.ts
// Where bytes come from: a file on disk or a Buffer already in memory (the held-out
// file fetched from the PR's base commit). Reads in 1 MiB chunks, the size measured
// to keep I/O far from being the bottleneck.


const CHUNK_BYTES = 1 << 20;
/** The file itself cannot be read (missing, a directory, no permission). */
class ReadError extends Error {
    path;
    constructor(path, message) {
        super(message);
        this.path = path;
        this.name = "ReadError";
    }
}
function sourceName(src) {
    return typeof src === "string" ? src : src.name;
}
function explain(path, err) {
    const code = err?.code;
    const why = code === "ENOENT"
        ? "no such file"
        : code === "EISDIR"
            ? "is a directory, not a file"
            : code === "EACCES" || code === "EPERM"
                ? "permission denied"
                : err.message;
    return new ReadError(path, `cannot read ${path}: ${why}`);
}
async function openSource(src) {
    if (typeof src !== "string") {
        const data = src.data;
        return { size: data.length, chunks: bufferChunks(data), close: async () => { } };
    }
    // Checked before opening: opening a FIFO blocks until a writer comes, which may be never,
    // and a device such as /dev/zero never ends.
    try {
        refuseOdd(src, await (0,promises_namespaceObject.stat)(src));
    }
    catch (err) {
        throw err instanceof ReadError ? err : explain(src, err);
    }
    let fh;
    try {
        // Non-blocking, so a FIFO swapped in after the check still cannot hang the open;
        // the handle's own stat below then refuses it.
        fh = await (0,promises_namespaceObject.open)(src, external_node_fs_.constants.O_RDONLY | (external_node_fs_.constants.O_NONBLOCK ?? 0));
    }
    catch (err) {
        throw explain(src, err);
    }
    try {
        const st = await fh.stat();
        refuseOdd(src, st);
        let closed = false;
        // A generator's finally never runs if it was not started, so closing is explicit too.
        const close = async () => {
            if (closed)
                return;
            closed = true;
            await fh.close();
        };
        return { size: st.size, chunks: fileChunks(fh, src, close), close };
    }
    catch (err) {
        await fh.close();
        throw err instanceof ReadError ? err : explain(src, err);
    }
}
/** Only regular files are read: not directories, FIFOs, sockets or devices. */
function refuseOdd(path, st) {
    if (st.isFile())
        return;
    const what = st.isDirectory()
        ? "is a directory, not a file"
        : st.isFIFO()
            ? "is a named pipe (FIFO), not a regular file"
            : st.isCharacterDevice() || st.isBlockDevice()
                ? "is a device, not a regular file"
                : st.isSocket()
                    ? "is a socket, not a regular file"
                    : "not a regular file";
    throw new ReadError(path, `cannot read ${path}: ${what}`);
}
async function* bufferChunks(data) {
    for (let i = 0; i < data.length; i += CHUNK_BYTES) {
        yield data.subarray(i, Math.min(i + CHUNK_BYTES, data.length));
    }
}
async function* fileChunks(fh, path, close) {
    // A fresh buffer per chunk: a pending partial line may still point into the last one.
    // The next read is started before the current chunk is handed out, so the disk
    // (thread pool) and the parser (main thread) work at the same time.
    const readNext = async () => {
        const buf = Buffer.allocUnsafe(CHUNK_BYTES);
        const { bytesRead } = await fh.read(buf, 0, CHUNK_BYTES, null);
        return bytesRead === CHUNK_BYTES ? buf : buf.subarray(0, bytesRead);
    };
    let pending = readNext();
    try {
        for (;;) {
            let chunk;
            try {
                chunk = await pending;
            }
            catch (err) {
                pending = null;
                throw explain(path, err);
            }
            if (chunk.length === 0) {
                pending = null;
                return;
            }
            pending = readNext();
            yield chunk;
        }
    }
    finally {
        // Let an outstanding read finish before the handle is closed under it.
        if (pending !== null)
            await pending.catch(() => undefined);
        await close();
    }
}

;// CONCATENATED MODULE: ./src/io/zip.ts
// A small zip reader for the archives our users' tools write (an Inspect `.eval` log is a
// zip of JSON entries). It reads the central directory at the end of the file, then each
// wanted entry by its offset, so memory holds one entry at a time. Only what such logs
// use is supported: stored or deflated entries, no encryption, no ZIP64; each entry's
// size is capped and checked against what the directory declared.





/** Entries read as rows (one JSON object each), and top-level entries kept as the header. */
const ROW_ENTRY = /^samples\/[^/]+\.json$/;
const HEADER_ENTRY = /^[^/]+\.json$/;
const EOCD_SIG = 0x06054b50;
const CDH_SIG = 0x02014b50;
const LFH_SIG = 0x04034b50;
/** The end record is 22 bytes plus a comment of at most 65535. */
const TAIL_MAX = 22 + 65535;
const CENTRAL_DIR_MAX = 64 * 1024 * 1024;
async function openRandom(src) {
    if (typeof src !== "string") {
        const d = src.data;
        return {
            size: d.length,
            read: async (pos, len) => d.subarray(pos, Math.min(d.length, pos + len)),
            close: async () => { },
        };
    }
    const fh = await (0,promises_namespaceObject.open)(src, "r").catch((e) => {
        throw new ReadError(src, `cannot read ${src}: ${e.message}`);
    });
    const { size } = await fh.stat();
    return {
        size,
        read: async (pos, len) => {
            const buf = Buffer.allocUnsafe(len);
            const { bytesRead } = await fh.read(buf, 0, len, pos);
            return buf.subarray(0, bytesRead);
        },
        close: () => fh.close(),
    };
}
class ZipFormatError extends Error {
}
function directory(tail, tailStart, size) {
    for (let i = tail.length - 22; i >= 0; i--) {
        if (tail.readUInt32LE(i) !== EOCD_SIG)
            continue;
        const count = tail.readUInt16LE(i + 10);
        const bytes = tail.readUInt32LE(i + 12);
        const at = tail.readUInt32LE(i + 16);
        if (count === 0xffff || bytes === 0xffffffff || at === 0xffffffff) {
            throw new ZipFormatError("it is a ZIP64 archive, which is not read here");
        }
        if (at + bytes > tailStart + i || at + bytes > size) {
            throw new ZipFormatError("its central directory points outside the file");
        }
        return { count, at, bytes };
    }
    throw new ZipFormatError("no end-of-archive record found (truncated or not a zip)");
}
function entries(cd, count) {
    const out = [];
    let p = 0;
    for (let k = 0; k < count; k++) {
        if (p + 46 > cd.length || cd.readUInt32LE(p) !== CDH_SIG) {
            throw new ZipFormatError(`central directory entry ${k + 1} is damaged`);
        }
        const nameLen = cd.readUInt16LE(p + 28);
        const extraLen = cd.readUInt16LE(p + 30);
        const commentLen = cd.readUInt16LE(p + 32);
        if (p + 46 + nameLen > cd.length) {
            throw new ZipFormatError(`central directory entry ${k + 1} is damaged`);
        }
        out.push({
            flags: cd.readUInt16LE(p + 8),
            method: cd.readUInt16LE(p + 10),
            crc: cd.readUInt32LE(p + 16),
            csize: cd.readUInt32LE(p + 20),
            usize: cd.readUInt32LE(p + 24),
            offset: cd.readUInt32LE(p + 42),
            name: cd.subarray(p + 46, p + 46 + nameLen).toString("utf8"),
        });
        p += 46 + nameLen + extraLen + commentLen;
    }
    return out;
}
/** The entry's bytes, inflated and checked; a string says why it could not be read. */
async function entryData(ra, e) {
    if (e.flags & 1)
        return "is encrypted";
    if (e.method !== 0 && e.method !== 8)
        return `uses compression method ${e.method} (only stored and deflate are read)`;
    const lfh = await ra.read(e.offset, 30);
    if (lfh.length < 30 || lfh.readUInt32LE(0) !== LFH_SIG)
        return "has a damaged local header";
    const start = e.offset + 30 + lfh.readUInt16LE(26) + lfh.readUInt16LE(28);
    const raw = await ra.read(start, e.csize);
    if (raw.length < e.csize)
        return "is cut short";
    let data;
    if (e.method === 0)
        data = raw;
    else {
        try {
            data = external_node_zlib_namespaceObject.inflateRawSync(raw, { maxOutputLength: Math.max(1, e.usize) });
        }
        catch (err) {
            return `is not valid deflate data (${err.message})`;
        }
    }
    if (data.length !== e.usize)
        return `inflates to ${data.length} bytes, not the ${e.usize} declared`;
    const crc32 = external_node_zlib_namespaceObject.crc32;
    if (crc32 !== undefined && crc32(data) >>> 0 !== e.crc)
        return "fails its CRC check";
    return data;
}
/**
 * Reads the JSON entries of a zip: `samples/*.json` as rows, one batch per entry (line =
 * the entry's number in the archive, entry = its name), and top-level `*.json` entries
 * into `header`.
 */
async function* zipBatches(src, limits, problems, header) {
    let rowEntries = 0;
    let headerBytes = 0;
    const ra = await openRandom(src);
    try {
        const tailLen = Math.min(ra.size, TAIL_MAX);
        const tail = await ra.read(ra.size - tailLen, tailLen);
        let list;
        try {
            const dir = directory(tail, ra.size - tailLen, ra.size);
            if (dir.bytes > CENTRAL_DIR_MAX)
                throw new ZipFormatError("its central directory is over 64 MiB");
            list = entries(await ra.read(dir.at, dir.bytes), dir.count);
        }
        catch (err) {
            if (!(err instanceof ZipFormatError))
                throw err;
            problems.add(0, "", `cannot read this zip archive: ${err.message}`);
            return;
        }
        let inflated = 0;
        for (let k = 0; k < list.length; k++) {
            const e = list[k];
            const isRow = ROW_ENTRY.test(e.name);
            if (!isRow && !HEADER_ENTRY.test(e.name))
                continue;
            const line = k + 1;
            if (isRow && ++rowEntries > limits.maxRows) {
                problems.add(line, "", `more rows than the limit of ${limits.maxRows}; reading stopped`);
                return;
            }
            if (e.usize > limits.maxLineBytes) {
                problems.add(line, "", `entry ${e.name} is ${e.usize} bytes, over the limit of ${limits.maxLineBytes}; skipped`);
                continue;
            }
            inflated += e.usize;
            if (inflated > limits.maxFileBytes) {
                problems.add(0, "", `the archive inflates to more than the limit of ${limits.maxFileBytes} bytes; reading stopped`);
                return;
            }
            const data = await entryData(ra, e);
            if (typeof data === "string") {
                problems.add(line, "", `entry ${e.name} ${data}`);
                continue;
            }
            let value;
            try {
                value = JSON.parse(data.toString("utf8"));
            }
            catch (err) {
                problems.add(line, "", `entry ${e.name} is not valid JSON: ${err.message.slice(0, 160)}`);
                continue;
            }
            if (!isRow) {
                headerBytes += e.usize;
                if (headerBytes > limits.maxLineBytes) {
                    problems.add(line, "", `entry ${e.name}: the archive's entries besides its samples are over ${limits.maxLineBytes} bytes; skipped`);
                }
                else
                    header[e.name] = value;
                continue;
            }
            if (value === null || typeof value !== "object" || Array.isArray(value)) {
                problems.add(line, "", `entry ${e.name}: expected a JSON object, got ${(0,io_problems/* describeValue */.bp)(value)}`);
                continue;
            }
            const deep = tooDeep(value);
            if (deep !== null) {
                problems.add(line, deep, `entry ${e.name}: nested more than ${MAX_NESTING} levels deep`);
                continue;
            }
            yield [{ line, value: value, entry: e.name }];
        }
    }
    finally {
        await ra.close();
    }
}

;// CONCATENATED MODULE: ./src/io/jsonl.ts
// Streaming JSONL reader. Splits Buffer chunks on byte 10 and decodes each line once
// (readline and string chunks measured 2-3x slower). Hashes the raw bytes in the same
// pass, inflates gzip when the magic bytes say so, and keeps memory bounded on hostile
// input: an over-long line is skipped to its newline without being buffered.
// The first bytes decide how the file is read (sniff.ts): JSONL lines, one JSON document
// read value by value (document.ts), a zip's JSON entries (zip.ts), or one message
// saying what the file is when it holds no rows we can read (Parquet, a Git LFS pointer).










const EMPTY_SHA256 = (0,external_node_crypto_namespaceObject.createHash)("sha256").digest("hex");
const jsonl_REASON_MAX = 200;
function readJsonl(src, limits, problems, layout = {}) {
    const stats = {
        bytes: 0,
        sha256: "",
        gzip: false,
        lines: 0,
        rows: 0,
        complete: false,
        layout: "jsonl",
        header: null,
    };
    return { stats, batches: batches(src, limits, problems, stats, layout) };
}
const DEFAULT_ZIP_HINT = "give this role JSONL or a JSON array of rows, or unzip it first";
async function* batches(src, limits, problems, stats, layout) {
    const opened = await openSource(src);
    if (opened.size === 0) {
        await opened.close();
        problems.add(0, "", "file is empty");
        stats.sha256 = EMPTY_SHA256;
        stats.complete = true;
        return;
    }
    if (opened.size > limits.maxFileBytes) {
        await opened.close();
        problems.add(0, "", `file is ${opened.size} bytes, over the limit of ${limits.maxFileBytes} bytes`);
        return;
    }
    const hash = (0,external_node_crypto_namespaceObject.createHash)("sha256");
    const raw = tap(opened.chunks, (c) => {
        hash.update(c);
        stats.bytes += c.length;
    });
    const head = await raw.next();
    if (head.done) {
        // The file shrank between stat and read.
        problems.add(0, "", "file is empty");
        return;
    }
    const first = head.value;
    const kind = sniffRaw(first);
    if (kind === "zip" && layout.zip === true) {
        // Hash the whole archive first, then read its entries by offset.
        for await (const c of raw)
            void c;
        await opened.close();
        stats.layout = "zip";
        stats.sha256 = hash.digest("hex");
        stats.header = Object.create(null);
        for await (const batch of zipBatches(src, limits, problems, stats.header)) {
            stats.rows += batch.length;
            yield batch;
        }
        stats.complete = true;
        return;
    }
    const refused = rawKindMessage(kind, layout.zipHint ?? DEFAULT_ZIP_HINT);
    if (refused !== null) {
        await raw.return(undefined);
        await opened.close();
        stats.layout = "other";
        problems.add(0, "", refused);
        return;
    }
    stats.gzip = kind === "gzip";
    const rest = prepend(first, raw);
    const inflated = { consumed: 0 };
    const decoded = stats.gzip ? gunzip(rest, inflated) : rest;
    let splitter = null;
    let decodedBytes = 0;
    try {
        for await (const chunk of decoded) {
            if (splitter === null) {
                splitter = chooseSplitter(chunk, limits, problems, stats);
                if (splitter === null)
                    return;
            }
            decodedBytes += chunk.length;
            if (decodedBytes > limits.maxFileBytes) {
                problems.add(0, "", `data inflates to more than the limit of ${limits.maxFileBytes} bytes; reading stopped`);
                return;
            }
            splitter.feed(chunk);
            if (splitter.batch.length > 0)
                yield splitter.take();
            if (splitter.stopped)
                return;
        }
    }
    catch (err) {
        if (!isZlibError(err))
            throw err;
        problems.add(0, "", `not valid gzip data: ${err.message}`);
        return;
    }
    finally {
        if (splitter !== null)
            stats.lines = splitter.linesSeen;
        await decoded.return(undefined);
        await opened.close();
    }
    if (splitter === null) {
        problems.add(0, "", "file is empty once decompressed");
        return;
    }
    splitter.finish();
    if (splitter instanceof DocumentSplitter) {
        stats.lines = splitter.linesSeen;
        stats.header = splitter.header;
    }
    if (splitter.batch.length > 0)
        yield splitter.take();
    if (splitter.stopped)
        return;
    if (stats.gzip && inflated.consumed < opened.size) {
        // zlib reads back-to-back members but stops quietly at anything else (a NUL byte,
        // say), while other readers (Python's gzip) skip padding and read on: the rest of
        // the file could hold rows the gates never saw.
        problems.add(0, "", `${opened.size - inflated.consumed} bytes follow the last gzip member and were not read; ` +
            "a gzip file must end with its last member");
        return;
    }
    if (decodedBytes === 0)
        problems.add(0, "", "file is empty once decompressed");
    else if (splitter.nonBlank === 0 && stats.layout === "jsonl") {
        problems.add(0, "", "file has no rows, only blank lines");
    }
    else if (splitter.nonBlank === 0 && stats.layout === "json-array") {
        problems.add(0, "", "the JSON array is empty: no rows");
    }
    stats.sha256 = hash.digest("hex");
    stats.complete = true;
}
/** Reads the first decoded bytes and picks the splitter; null after saying why none fits. */
function chooseSplitter(head, limits, problems, stats) {
    const text = sniffText(head);
    if (text === "not-json") {
        stats.layout = "other";
        problems.add(0, "", notJsonMessage(head));
        return null;
    }
    if (text === "jsonl")
        return new LineSplitter(limits, problems, stats);
    stats.layout = text;
    return new DocumentSplitter(limits, problems, (n) => (stats.rows += n));
}
/** zlib's errors carry Z_* codes; anything else (a read failure, a bug) is not bad gzip data. */
function isZlibError(err) {
    if (err instanceof ReadError)
        return false;
    const code = err?.code;
    return typeof code === "string" && code.startsWith("Z_");
}
async function* tap(chunks, see) {
    for await (const c of chunks) {
        see(c);
        yield c;
    }
}
async function* prepend(first, rest) {
    try {
        yield first;
        yield* rest;
    }
    finally {
        await rest.return(undefined);
    }
}
/** Inflates every gzip member; `inflated.consumed` is the compressed bytes zlib used. */
async function* gunzip(raw, inflated) {
    const gz = (0,external_node_zlib_namespaceObject.createGunzip)({ chunkSize: CHUNK_BYTES });
    const input = external_node_stream_namespaceObject.Readable.from(raw);
    // pipe() does not forward source errors; a read failure must end the iteration.
    input.on("error", (e) => gz.destroy(e));
    input.pipe(gz);
    try {
        for await (const c of gz)
            yield c;
        inflated.consumed = gz.bytesWritten;
    }
    finally {
        input.destroy();
        gz.destroy();
    }
}
function jsonl_clip(s) {
    return s.length > jsonl_REASON_MAX ? `${s.slice(0, jsonl_REASON_MAX)}...` : s;
}
/** Turns a stream of chunks into parsed rows, keeping line numbers true. */
class LineSplitter {
    limits;
    problems;
    stats;
    batch = [];
    stopped = false;
    nonBlank = 0;
    /** Number of the line being assembled (1-based). */
    lineNo = 1;
    /** Pieces of the current line that began in earlier chunks. */
    carry = [];
    carryBytes = 0;
    /** The current line is over the cap and already reported: drop bytes to its newline. */
    skipping = false;
    constructor(limits, problems, stats) {
        this.limits = limits;
        this.problems = problems;
        this.stats = stats;
    }
    /** Lines completed so far. */
    get linesSeen() {
        return this.lineNo - 1;
    }
    take() {
        const b = this.batch;
        this.batch = [];
        return b;
    }
    feed(chunk) {
        let start = 0;
        while (!this.stopped) {
            const nl = chunk.indexOf(10, start);
            if (nl === -1) {
                this.hold(chunk, start);
                return;
            }
            if (this.skipping) {
                this.skipping = false;
            }
            else if (this.carryBytes > 0) {
                const parts = this.carry;
                parts.push(chunk.subarray(start, nl));
                const line = Buffer.concat(parts, this.carryBytes + nl - start);
                this.carry = [];
                this.carryBytes = 0;
                this.line(line, 0, line.length);
            }
            else {
                this.line(chunk, start, nl);
            }
            this.lineNo++;
            start = nl + 1;
        }
    }
    /** End of data: the last line may lack its newline. */
    finish() {
        if (this.stopped || this.skipping || this.carryBytes === 0) {
            this.stats.lines = this.lineNo - 1;
            return;
        }
        const line = Buffer.concat(this.carry, this.carryBytes);
        this.carry = [];
        this.carryBytes = 0;
        this.line(line, 0, line.length);
        this.stats.lines = this.lineNo;
    }
    hold(chunk, start) {
        if (this.skipping || start === chunk.length)
            return;
        const n = chunk.length - start;
        if (this.carryBytes + n > this.limits.maxLineBytes) {
            this.tooLong();
            this.carry = [];
            this.carryBytes = 0;
            this.skipping = true;
            return;
        }
        this.carry.push(chunk.subarray(start));
        this.carryBytes += n;
    }
    tooLong() {
        this.nonBlank++;
        this.problems.add(this.lineNo, "", `line is longer than ${this.limits.maxLineBytes} bytes; skipped`);
    }
    line(buf, start, end) {
        if (end > start && buf[end - 1] === 13)
            end--;
        if (this.lineNo === 1 &&
            end - start >= 3 &&
            buf[start] === 0xef &&
            buf[start + 1] === 0xbb &&
            buf[start + 2] === 0xbf) {
            start += 3;
        }
        let i = start;
        while (i < end && (buf[i] === 32 || buf[i] === 9 || buf[i] === 13))
            i++;
        if (i === end)
            return; // blank: skipped, but it still counts as a line
        if (end - start > this.limits.maxLineBytes) {
            this.tooLong();
            return;
        }
        this.nonBlank++;
        if (this.nonBlank > this.limits.maxRows) {
            this.problems.add(this.lineNo, "", `more rows than the limit of ${this.limits.maxRows}; reading stopped`);
            this.stopped = true;
            return;
        }
        const bytes = buf.subarray(start, end);
        if (!(0,external_node_buffer_namespaceObject.isUtf8)(bytes)) {
            this.problems.add(this.lineNo, "", "not valid UTF-8");
            return;
        }
        let value;
        try {
            value = JSON.parse(bytes.toString("utf8"));
        }
        catch (err) {
            this.problems.add(this.lineNo, "", jsonl_clip(`not valid JSON: ${err.message}`));
            return;
        }
        if (value === null || typeof value !== "object" || Array.isArray(value)) {
            this.problems.add(this.lineNo, "", `expected a JSON object, got ${(0,io_problems/* describeValue */.bp)(value)}`);
            return;
        }
        const deep = tooDeep(value);
        if (deep !== null) {
            this.problems.add(this.lineNo, deep, `nested more than ${MAX_NESTING} levels deep`);
            return;
        }
        this.stats.rows++;
        this.batch.push({ line: this.lineNo, value: value });
    }
}

// EXTERNAL MODULE: ./src/io/fields.ts
var io_fields = __nccwpck_require__(455);
;// CONCATENATED MODULE: ./src/io/messages.ts
/** Content as text: null is "", a list of parts is its text parts joined by newlines. */
function contentText(c) {
    if (typeof c === "string")
        return c;
    if (c === null || c === undefined)
        return "";
    const out = [];
    for (const part of c)
        if (typeof part.text === "string")
            out.push(part.text);
    return out.join("\n");
}
function toMessage(m) {
    const out = { role: m.role, content: contentText(m.content) };
    if (m.tool_calls)
        out.tool_calls = m.tool_calls;
    if (typeof m.name === "string")
        out.name = m.name;
    if (typeof m.tool_call_id === "string")
        out.tool_call_id = m.tool_call_id;
    return out;
}
function toMessages(list) {
    return list.map(toMessage);
}
// Empty contents (a tool-call-only turn) are left out of the joins: they add no text,
// and a stray separator would count as a character in the length gate.
/** Contents of every message joined by newlines. */
function allText(msgs) {
    const out = [];
    for (const m of msgs)
        if (m.content !== "")
            out.push(m.content);
    return out.join("\n");
}
/** Contents of the assistant messages joined by newlines: what a trainer learns to say. */
function assistantText(msgs) {
    const out = [];
    for (const m of msgs)
        if (m.role === "assistant" && m.content !== "")
            out.push(m.content);
    return out.join("\n");
}
/** Contents of everything that is not the assistant: what the model was given. */
function promptText(msgs) {
    const out = [];
    for (const m of msgs)
        if (m.role !== "assistant" && m.content !== "")
            out.push(m.content);
    return out.join("\n");
}
function firstAssistant(msgs) {
    return msgs.findIndex((m) => m.role === "assistant");
}
const TURN = /\n\n(Human|Assistant):/;
/** An HH-RLHF style dialogue ("\n\nHuman: ..." / "\n\nAssistant: ...") as messages. */
function transcriptMessages(text) {
    const parts = text.split(new RegExp(TURN, "g"));
    const out = [];
    const lead = parts[0].trim();
    if (lead !== "")
        out.push({ role: "system", content: lead });
    for (let i = 1; i + 1 < parts.length; i += 2) {
        out.push({ role: parts[i] === "Human" ? "user" : "assistant", content: parts[i + 1].trim() });
    }
    return out;
}
function stringify(v) {
    if (typeof v === "string")
        return v;
    if (v === undefined)
        return "";
    return JSON.stringify(v) ?? "";
}
/**
 * A whileai row as messages, following the SDK's conversation(): the row's own
 * messages when given, else prompt + steps, with final_text added as the last
 * assistant turn unless an assistant message already says it.
 */
function whileaiConversation(row) {
    if (row.messages && row.messages.length > 0)
        return toMessages(row.messages);
    const out = [];
    if (typeof row.prompt === "string" && row.prompt !== "") {
        out.push({ role: "user", content: row.prompt });
    }
    for (const step of row.steps ?? [])
        out.push(...stepMessages(step));
    while (out.length > 0 && out[out.length - 1].role === "user" && out.length > 1)
        out.pop();
    const fin = row.final_text ?? "";
    if (fin !== "" && !out.some((m) => m.role === "assistant" && m.content === fin)) {
        const last = out[out.length - 1];
        if (last && last.role === "assistant" && last.content === "" && !last.tool_calls) {
            last.content = fin;
        }
        else {
            out.push({ role: "assistant", content: fin });
        }
    }
    return out;
}
function stepMessages(step) {
    if (typeof step.tool === "string") {
        const args = step.arguments ?? step.args ?? {};
        return [
            {
                role: "assistant",
                content: step.text ?? "",
                tool_calls: [{ name: step.tool, arguments: args }],
            },
            { role: "tool", name: step.tool, content: stringify(step.result) },
        ];
    }
    if (typeof step.user === "string")
        return [{ role: "user", content: step.user }];
    if (typeof step.text === "string")
        return [{ role: "assistant", content: step.text }];
    return [];
}

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 15 modules
var schemas = __nccwpck_require__(691);
;// CONCATENATED MODULE: ./src/io/schemas.ts
// zod 4 schemas for every row the action reads, and the translation of zod issues
// into problems whose field is the dotted path and whose reason says what was expected.



/** Ids, run labels and model names: strings, or numbers that are read as strings. */
const label = schemas/* union */.KCZ([schemas/* string */.YjP(), schemas/* number */.aig()], { error: "expected a string or a number" });
const contentPart = schemas/* object */.Ikc({ type: schemas/* string */.YjP(), text: schemas/* string */.YjP().nullish() });
const messageSchema = schemas/* object */.Ikc({
    role: schemas/* string */.YjP(),
    content: schemas/* union */.KCZ([schemas/* string */.YjP(), schemas/* null */.chJ(), schemas/* array */.YOg(contentPart)], {
        error: "expected a string, null or a list of content parts",
    })
        .optional(),
    tool_calls: schemas/* array */.YOg(schemas/* unknown */.L5J()).nullish(),
    name: schemas/* string */.YjP().nullish(),
    tool_call_id: schemas/* string */.YjP().nullish(),
});
const messageList = schemas/* array */.YOg(messageSchema);
// ---- held-out test ----
const heldoutSchema = schemas/* object */.Ikc({
    task_id: label.nullish(),
    scenario_id: label.nullish(),
    prompt: schemas/* string */.YjP(),
    // Answers are often numbers (GSM8K) or structured; they are kept as text.
    answer: schemas/* unknown */.L5J().optional(),
    reference: schemas/* string */.YjP().nullish(),
    family: schemas/* string */.YjP().nullish(),
});
// ---- eval rows (whileai row shape; each field may be re-mapped by `fields`) ----
const rewardSchema = schemas/* union */.KCZ([schemas/* boolean */.zMY(), schemas/* number */.aig()], { error: "expected 0/1, true/false or a number in [0, 1]" })
    .transform((v) => (typeof v === "boolean" ? (v ? 1 : 0) : v))
    .refine((n) => Number.isFinite(n) && n >= 0 && n <= 1, {
    error: "must be 0/1 or within [0, 1]",
});
/** Markers are numbers; true/false count as 1/0 and null means "not measured". */
const markersSchema = schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* union */.KCZ([schemas/* number */.aig(), schemas/* boolean */.zMY(), schemas/* null */.chJ()], { error: "expected a number" }));
/** One schema per canonical eval field, applied at its default or mapped path. */
const evalFieldSchemas = {
    task: label,
    reward: rewardSchema,
    run: label,
    family: schemas/* string */.YjP(),
    markers: markersSchema,
    source: schemas/* string */.YjP(),
    model: label,
    finish_reason: schemas/* string */.YjP(),
    final_text: schemas/* string */.YjP(),
};
/** The parts of an eval row that are never re-mapped. */
const evalRowSchema = schemas/* object */.Ikc({
    scenario_id: label.nullish(),
    task_id: label.nullish(),
    prompt: schemas/* string */.YjP().nullish(),
    lineage: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()).nullish(),
    // Not used by the statistics, so only their kind is checked: a bad message must not void a grade.
    messages: schemas/* array */.YOg(schemas/* unknown */.L5J()).nullish(),
    steps: schemas/* array */.YOg(schemas/* unknown */.L5J()).nullish(),
});
// ---- SFT rows ----
const sftSchema = schemas/* object */.Ikc({
    messages: messageList.min(1, { error: "must hold at least one message" }).optional(),
    prompt: schemas/* union */.KCZ([schemas/* string */.YjP(), messageList], { error: "expected a string or a message list" })
        .optional(),
    completion: schemas/* union */.KCZ([schemas/* string */.YjP(), messageList], { error: "expected a string or a message list" })
        .optional(),
    task_id: label.nullish(),
    finish_reason: schemas/* string */.YjP().nullish(),
    source: schemas/* string */.YjP().nullish(),
});
// ---- pairs: the four shapes of docs/design.md §2 ----
/** Optional per-pair facts any shape may carry. */
const pairExtras = {
    task_id: label.nullish(),
    step_index: schemas/* number */.aig().int().nullish(),
    reject_reason: schemas/* string */.YjP().nullish(),
    source: schemas/* string */.YjP().nullish(),
    chosen_score: schemas/* number */.aig().nullish(),
    rejected_score: schemas/* number */.aig().nullish(),
    margin: schemas/* number */.aig().nullish(),
    chosen_model: label.nullish(),
    rejected_model: label.nullish(),
    chosen_finish_reason: schemas/* string */.YjP().nullish(),
    rejected_finish_reason: schemas/* string */.YjP().nullish(),
};
const lineageSchema = schemas/* object */.Ikc({ source: schemas/* string */.YjP().nullish() });
const stepSchema = schemas/* object */.Ikc({
    user: schemas/* string */.YjP().nullish(),
    tool: schemas/* string */.YjP().nullish(),
    arguments: schemas/* unknown */.L5J().optional(),
    args: schemas/* unknown */.L5J().optional(),
    result: schemas/* unknown */.L5J().optional(),
    text: schemas/* string */.YjP().nullish(),
});
/** One side of a whileai pair: a graded row. */
const whileaiSide = schemas/* object */.Ikc({
    prompt: schemas/* string */.YjP().nullish(),
    scenario_id: label.nullish(),
    task_id: label.nullish(),
    final_text: schemas/* string */.YjP().nullish(),
    messages: messageList.nullish(),
    steps: schemas/* array */.YOg(stepSchema).nullish(),
    finish_reason: schemas/* string */.YjP().nullish(),
    model_version: label.nullish(),
    lineage: lineageSchema.nullish(),
});
const whileaiPairSchema = schemas/* object */.Ikc({
    prompt: schemas/* string */.YjP(),
    chosen: whileaiSide,
    rejected: whileaiSide,
    lineage: schemas/* object */.Ikc({ chosen: lineageSchema.nullish(), rejected: lineageSchema.nullish() })
        .nullish(),
    ...pairExtras,
});
const trlConversationalSchema = schemas/* object */.Ikc({
    // Absent prompt = TRL's implicit prompt: the shared leading messages of both sides.
    prompt: messageList.optional(),
    chosen: messageList,
    rejected: messageList,
    ...pairExtras,
});
const trlStandardSchema = schemas/* object */.Ikc({
    prompt: schemas/* string */.YjP(),
    chosen: schemas/* string */.YjP(),
    rejected: schemas/* string */.YjP(),
    ...pairExtras,
});
const transcriptSchema = schemas/* object */.Ikc({
    chosen: schemas/* string */.YjP(),
    rejected: schemas/* string */.YjP(),
    ...pairExtras,
});
// ---- issues -> problems ----
const ISSUES_PER_ROW = 20;
/**
 * Zod issues as (field, reason) pairs. `value` is the object that was parsed and
 * `prefix` the dotted path it sits at, so reasons can show what was found.
 */
function issuesToFields(issues, value, prefix = "") {
    // One hostile row can hold a million bad items; a handful say enough.
    const shown = issues.slice(0, ISSUES_PER_ROW);
    const out = shown.map((issue) => {
        const rel = issue.path.map(String).join(".");
        const found = rel === "" ? value : (0,io_fields/* getPath */.Yn)(value, rel);
        const field = prefix === "" ? rel : rel === "" ? prefix : `${prefix}.${rel}`;
        if (issue.code === "invalid_type") {
            const expected = issue.expected ?? "another type";
            const reason = found === undefined
                ? `is missing (expected ${article(expected)})`
                : `expected ${article(expected)}, got ${(0,io_problems/* describeValue */.bp)(found)}`;
            return { field, reason };
        }
        return { field, reason: `${issue.message}, got ${(0,io_problems/* describeValue */.bp)(found)}` };
    });
    if (issues.length > shown.length) {
        out.push({
            field: prefix,
            reason: `${issues.length - shown.length} more problem(s) in this row not listed`,
        });
    }
    return out;
}
function article(t) {
    if (t === "array")
        return "a list";
    if (t === "object" || t === "record")
        return "an object";
    if (t === "null" || t === "nonoptional")
        return "a value";
    return `a ${t}`;
}

;// CONCATENATED MODULE: ./src/io/rows.ts



/** Python truthiness for the SDK's `scenario_id or task_id or prompt`. */
function truthy(v) {
    return v !== undefined && v !== null && v !== "" && v !== 0 && v !== false;
}
/**
 * An id is given unless absent, null or "". Unlike the SDK's truthiness, 0 is an id:
 * harnesses number their items from 0 (lm-eval's doc_id), and a task 0 that vanished
 * from one file but not the other would mis-pair the files.
 */
function hasId(v) {
    return v !== undefined && v !== null && v !== "";
}
function report(problems, line, issues, value, prefix = "") {
    for (const f of issuesToFields(issues, value, prefix))
        problems.add(line, f.field, f.reason);
}
function normalizeHeldout(row, problems) {
    const { line, value } = row;
    const parsed = heldoutSchema.safeParse(value);
    if (!parsed.success) {
        report(problems, line, parsed.error.issues, value);
        return null;
    }
    const d = parsed.data;
    // Same precedence as the eval rows' task key, so both files name a task alike.
    const id = hasId(d.scenario_id) ? d.scenario_id : hasId(d.task_id) ? d.task_id : undefined;
    if (id === undefined || id === null) {
        problems.add(line, "task_id", "is missing (expected task_id or scenario_id)");
        return null;
    }
    const task = { line, task_id: String(id), prompt: d.prompt };
    if (d.answer !== undefined && d.answer !== null) {
        task.answer = typeof d.answer === "string" ? d.answer : JSON.stringify(d.answer);
    }
    if (typeof d.reference === "string")
        task.reference = d.reference;
    if (typeof d.family === "string")
        task.family = d.family;
    return task;
}
/** Every canonical field besides the task key, each with a default path. */
const EVAL_FIELDS = Object.keys(io_fields/* DEFAULT_EVAL_PATHS */.Y0);
function normalizeEval(row, fields, problems) {
    const { line, value } = row;
    const before = problems.count;
    const shape = evalRowSchema.safeParse(value);
    if (!shape.success)
        report(problems, line, shape.error.issues, value);
    const read = (name, path, required) => {
        const mapped = fields[name] !== undefined;
        const raw = (0,io_fields/* getPath */.Yn)(value, path);
        if (raw === undefined || raw === null) {
            if (mapped)
                problems.add(line, path, `is missing (mapped as ${name})`);
            else if (required)
                problems.add(line, path, "is missing (expected 0/1, true/false or a number in [0, 1])");
            return undefined;
        }
        const r = evalFieldSchemas[name].safeParse(raw);
        if (!r.success) {
            report(problems, line, r.error.issues, raw, path);
            return undefined;
        }
        // zod rebuilds records on a plain object, where a "__proto__" key is lost; the
        // markers were validated, so keep the parsed JSON object itself.
        return name === "markers" ? raw : r.data;
    };
    let task;
    if (fields.task !== undefined) {
        const t = read("task", fields.task, true);
        task = t === undefined ? undefined : String(t);
    }
    else if (shape.success) {
        const d = shape.data;
        const key = hasId(d.scenario_id) ? d.scenario_id : hasId(d.task_id) ? d.task_id : d.prompt;
        if (truthy(key))
            task = String(key);
        else
            problems.add(line, "task_id", "no task key: expected scenario_id, task_id or prompt");
    }
    const got = {};
    for (const name of EVAL_FIELDS) {
        got[name] = read(name, fields[name] ?? io_fields/* DEFAULT_EVAL_PATHS */.Y0[name], name === "reward");
    }
    if (problems.count > before || task === undefined)
        return null;
    // No prototype: a marker named "__proto__" is kept like any other name.
    const markers = Object.create(null);
    const out = { line, task, reward: got.reward, markers };
    const run = (0,io_fields/* labelString */.s1)(got.run);
    if (run !== undefined)
        out.run = run;
    if ((0,io_fields/* isRecord */.u4)(got.markers)) {
        for (const [k, v] of Object.entries(got.markers)) {
            if (typeof v === "number")
                out.markers[k] = v;
            else if (typeof v === "boolean")
                out.markers[k] = v ? 1 : 0;
            // null: the marker was not measured on this row, so it has no value to average.
        }
    }
    if (typeof got.family === "string")
        out.family = got.family;
    if (typeof got.source === "string")
        out.source = got.source;
    const model = (0,io_fields/* labelString */.s1)(got.model);
    if (model !== undefined)
        out.model_version = model;
    if (typeof got.finish_reason === "string")
        out.finish_reason = got.finish_reason;
    if (typeof got.final_text === "string")
        out.final_text = got.final_text;
    return out;
}
function side(v, role) {
    return typeof v === "string" ? [{ role, content: v }] : toMessages(v);
}
function normalizeSft(row, problems) {
    const line = row.line;
    const value = (0,io_fields/* withoutNulls */.Le)(row.value);
    const parsed = sftSchema.safeParse(value);
    if (!parsed.success) {
        report(problems, line, parsed.error.issues, value);
        return null;
    }
    const d = parsed.data;
    let out;
    if (d.messages !== undefined) {
        const messages = toMessages(d.messages);
        if (!messages.some((m) => m.role === "assistant")) {
            problems.add(line, "messages", "has no assistant message, so the row teaches nothing");
            return null;
        }
        out = { line, prompt: promptText(messages), completion: assistantText(messages), messages };
    }
    else if (d.prompt !== undefined && d.completion !== undefined) {
        const p = side(d.prompt, "user");
        const c = side(d.completion, "assistant");
        out = {
            line,
            prompt: promptText(p),
            completion: typeof d.completion === "string" ? d.completion : assistantText(c),
            messages: [...p, ...c],
        };
    }
    else {
        problems.add(line, d.prompt === undefined ? (d.completion === undefined ? "messages" : "prompt") : "completion", "is missing (expected messages, or prompt and completion)");
        return null;
    }
    const task = (0,io_fields/* labelString */.s1)(d.task_id);
    if (task !== undefined)
        out.task_id = task;
    if (typeof d.finish_reason === "string")
        out.finish_reason = d.finish_reason;
    if (typeof d.source === "string")
        out.source = d.source;
    return out;
}

;// CONCATENATED MODULE: ./src/io/shapes.ts




const PAIR_SHAPES = {
    whileai: "whileai (chosen/rejected are graded row objects)",
    "trl-conversational": "trl-conversational (chosen/rejected are message lists)",
    "trl-standard": "trl-standard (prompt, chosen, rejected strings)",
    transcript: "transcript (chosen/rejected whole dialogues, no prompt)",
};
/** The shape a row looks like, from the types of chosen/rejected and whether a prompt is given. */
function detectPairShape(v) {
    const c = v.chosen;
    const r = v.rejected;
    if ((0,io_fields/* isRecord */.u4)(c) && (0,io_fields/* isRecord */.u4)(r))
        return "whileai";
    if (Array.isArray(c) && Array.isArray(r))
        return "trl-conversational";
    if (typeof c === "string" && typeof r === "string") {
        return v.prompt === undefined ? "transcript" : "trl-standard";
    }
    return null;
}
function keyList(v) {
    const keys = Object.keys(v).slice(0, 20);
    const shown = keys.map((k) => k === "chosen" || k === "rejected" || k === "prompt" ? `${k} (${kind(v[k])})` : k);
    if (Object.keys(v).length > keys.length)
        shown.push("...");
    return shown.length === 0 ? "none" : shown.join(", ");
}
function kind(v) {
    if (typeof v === "string")
        return "string";
    return (0,io_problems/* describeValue */.bp)(v);
}
const ASSISTANT_TURN = "\n\nAssistant:";
/** Copies the optional per-pair facts that are present (null counts as absent). */
function withExtras(p, x) {
    const task = (0,io_fields/* labelString */.s1)(x.task_id);
    if (task !== undefined)
        p.task_id = task;
    if (typeof x.step_index === "number")
        p.step_index = x.step_index;
    if (typeof x.reject_reason === "string")
        p.reject_reason = x.reject_reason;
    if (typeof x.source === "string")
        p.source = x.source;
    if (typeof x.chosen_score === "number")
        p.chosen_score = x.chosen_score;
    if (typeof x.rejected_score === "number")
        p.rejected_score = x.rejected_score;
    if (typeof x.margin === "number")
        p.margin = x.margin;
    const cm = (0,io_fields/* labelString */.s1)(x.chosen_model);
    if (cm !== undefined)
        p.chosen_model = cm;
    const rm = (0,io_fields/* labelString */.s1)(x.rejected_model);
    if (rm !== undefined)
        p.rejected_model = rm;
    if (typeof x.chosen_finish_reason === "string")
        p.chosen_finish_reason = x.chosen_finish_reason;
    if (typeof x.rejected_finish_reason === "string") {
        p.rejected_finish_reason = x.rejected_finish_reason;
    }
    return p;
}
function base(line, shape, prompt, chosen, rejected) {
    return {
        line,
        shape,
        prompt: allText(prompt),
        chosen: assistantText(chosen),
        rejected: assistantText(rejected),
        prompt_messages: prompt,
        chosen_messages: chosen,
        rejected_messages: rejected,
        eval_lineage: false,
        prompt_mismatch: false,
    };
}
function normalizeTrlStandard(line, d) {
    const p = base(line, "trl-standard", [{ role: "user", content: d.prompt }], [{ role: "assistant", content: d.chosen }], [{ role: "assistant", content: d.rejected }]);
    return withExtras(p, d);
}
function sameMessage(a, b) {
    return a.role === b.role && a.content === b.content;
}
function normalizeTrlConversational(line, d) {
    let prompt;
    let chosen = toMessages(d.chosen);
    let rejected = toMessages(d.rejected);
    let mismatch = false;
    if (d.prompt !== undefined) {
        prompt = toMessages(d.prompt);
    }
    else {
        // Implicit prompt: the messages both sides share before the first assistant turn differs.
        let k = 0;
        while (k < chosen.length && k < rejected.length && sameMessage(chosen[k], rejected[k]))
            k++;
        // A prompt ends on the model's input, so a shared last assistant turn goes back to the sides.
        const cut = k > 0 && chosen[k - 1].role === "assistant" ? k - 1 : k;
        prompt = chosen.slice(0, cut);
        chosen = chosen.slice(cut);
        rejected = rejected.slice(cut);
        mismatch = k === 0;
    }
    const p = base(line, "trl-conversational", prompt, chosen, rejected);
    p.prompt_mismatch = mismatch;
    return withExtras(p, d);
}
function normalizeTranscript(line, d, problems) {
    const ic = d.chosen.lastIndexOf(ASSISTANT_TURN);
    const ir = d.rejected.lastIndexOf(ASSISTANT_TURN);
    let ok = true;
    for (const [side, at] of [
        ["chosen", ic],
        ["rejected", ir],
    ]) {
        if (at < 0) {
            problems.add(line, side, `no "\\n\\nAssistant:" turn in this dialogue`);
            ok = false;
        }
    }
    if (!ok)
        return null;
    const chosenPrefix = d.chosen.slice(0, ic);
    const rejectedPrefix = d.rejected.slice(0, ir);
    const prompt = transcriptMessages(chosenPrefix);
    const chosenReply = d.chosen.slice(ic + ASSISTANT_TURN.length).trim();
    const rejectedReply = d.rejected.slice(ir + ASSISTANT_TURN.length).trim();
    const p = base(line, "transcript", prompt, [{ role: "assistant", content: chosenReply }], [{ role: "assistant", content: rejectedReply }]);
    // Dialogues that part before their last assistant turn: the prompt is the chosen side's.
    p.prompt_mismatch = chosenPrefix !== rejectedPrefix;
    return withExtras(p, d);
}
function normPrompt(s) {
    return (s ?? "").toLowerCase().split(/\s+/).filter(Boolean).join(" ");
}
function normalizeWhileai(line, d) {
    const c = whileaiConversation(d.chosen);
    const r = whileaiConversation(d.rejected);
    const ci = firstAssistant(c);
    const ri = firstAssistant(r);
    const prompt = ci >= 0 ? c.slice(0, ci) : c.filter((m) => m.role !== "assistant");
    const chosen = ci >= 0 ? c.slice(ci) : [];
    const rejected = ri >= 0 ? r.slice(ri) : [];
    if (prompt.length === 0)
        prompt.push({ role: "user", content: d.prompt });
    const p = base(line, "whileai", prompt, chosen, rejected);
    p.prompt = d.prompt;
    p.chosen = withFinal(p.chosen, chosen, d.chosen.final_text);
    p.rejected = withFinal(p.rejected, rejected, d.rejected.final_text);
    const sideSource = (side) => d[side].lineage?.source ?? d.lineage?.[side]?.source ?? undefined;
    p.eval_lineage = sideSource("chosen") === "eval" || sideSource("rejected") === "eval";
    // The SDK groups rows by normalized prompt; sides that differ beyond that were not given the same prompt.
    const cp = d.chosen.prompt;
    const rp = d.rejected.prompt;
    p.prompt_mismatch =
        typeof cp === "string" && typeof rp === "string" && normPrompt(cp) !== normPrompt(rp);
    // Pair-level facts win; otherwise they come from the rows themselves.
    return withExtras(p, {
        ...d,
        task_id: d.task_id ?? d.chosen.scenario_id ?? d.chosen.task_id,
        chosen_model: d.chosen_model ?? d.chosen.model_version,
        rejected_model: d.rejected_model ?? d.rejected.model_version,
        chosen_finish_reason: d.chosen_finish_reason ?? d.chosen.finish_reason,
        rejected_finish_reason: d.rejected_finish_reason ?? d.rejected.finish_reason,
    });
}
/** The SDK's reply length counts final_text when the last assistant message does not already say it. */
function withFinal(text, msgs, fin) {
    if (!fin)
        return text;
    const assistants = msgs.filter((m) => m.role === "assistant");
    const last = assistants[assistants.length - 1];
    if (last && last.content === fin)
        return text;
    return text === "" ? fin : `${text}\n${fin}`;
}
const SCHEMAS = {
    whileai: whileaiPairSchema,
    "trl-conversational": trlConversationalSchema,
    "trl-standard": trlStandardSchema,
    transcript: transcriptSchema,
};
/**
 * Per-file pair normalizer. The first row that is valid under its detected shape
 * fixes the file's shape; a later row of another shape is a problem.
 */
class PairNormalizer {
    problems;
    shape = null;
    shapeLine = 0;
    constructor(problems) {
        this.problems = problems;
    }
    normalize(row) {
        const line = row.line;
        const value = (0,io_fields/* withoutNulls */.Le)(row.value);
        const seen = detectPairShape(value);
        if (seen === null) {
            const expected = Object.values(PAIR_SHAPES).join("; ");
            this.problems.add(line, "", `unknown pair shape: expected one of ${expected}; this row has keys: ${keyList(value)}`);
            return null;
        }
        if (this.shape !== null && seen !== this.shape) {
            this.problems.add(line, "", `this row is a ${seen} pair but the file's pairs are ${this.shape} (decided at line ${this.shapeLine})`);
            return null;
        }
        const parsed = SCHEMAS[seen].safeParse(value);
        if (!parsed.success) {
            for (const f of issuesToFields(parsed.error.issues, value)) {
                this.problems.add(line, f.field, f.reason);
            }
            return null;
        }
        const pair = this.build(seen, line, parsed.data);
        if (pair !== null && this.shape === null) {
            this.shape = seen;
            this.shapeLine = line;
        }
        return pair;
    }
    build(shape, line, data) {
        switch (shape) {
            case "trl-standard":
                return normalizeTrlStandard(line, data);
            case "trl-conversational":
                return normalizeTrlConversational(line, data);
            case "transcript":
                return normalizeTranscript(line, data, this.problems);
            case "whileai":
                return normalizeWhileai(line, data);
        }
    }
}

;// CONCATENATED MODULE: ./src/io/read.ts






/**
 * A JSON object document with no rows at a known place: one message naming its keys,
 * rather than silence (a training or held-out file is a list of rows).
 */
function noRowsInDocument(stats, rows, problems) {
    if (stats.layout !== "json-object" || rows > 0 || stats.header === null)
        return;
    const keys = Object.keys(stats.header);
    const shown = keys.slice(0, 12).join(", ") + (keys.length > 12 ? ", ..." : "");
    problems.add(0, "", `this file is one JSON object (keys: ${shown || "none"}), not a list of rows: ` +
        "give JSONL (one object per line) or a JSON array of objects");
}
function summary(role, src, shape, stats, rows, problems) {
    return {
        role,
        path: sourceName(src),
        shape,
        bytes: stats.bytes,
        rows,
        sha256: stats.sha256,
        problems: problems.list(),
        problem_count: problems.count,
        problem_groups: problems.groupList(),
    };
}
async function readHeldout(src, opts) {
    const problems = new io_problems/* ProblemCollector */.tH(sourceName(src));
    const reader = readJsonl(src, opts, problems);
    const tasks = [];
    const firstLine = new Map();
    for await (const batch of reader.batches) {
        for (const row of batch) {
            const t = normalizeHeldout(row, problems);
            if (t === null)
                continue;
            const seen = firstLine.get(t.task_id);
            if (seen !== undefined) {
                problems.add(t.line, "task_id", `duplicate task id "${t.task_id}" (first at line ${seen})`);
                continue;
            }
            firstLine.set(t.task_id, t.line);
            tasks.push(t);
        }
    }
    noRowsInDocument(reader.stats, reader.stats.rows, problems);
    const s = summary("heldout", src, "heldout", reader.stats, tasks.length, problems);
    s.tasks = tasks.length;
    return { tasks, summary: s };
}
async function readEvalRows(src, role, opts) {
    const problems = new io_problems/* ProblemCollector */.tH(sourceName(src));
    const reader = readJsonl(src, opts, problems);
    const fields = opts.fields ?? {};
    const rows = [];
    const tasks = new Set();
    const runs = new Set();
    for await (const batch of reader.batches) {
        for (const row of batch) {
            const r = normalizeEval(row, fields, problems);
            if (r === null)
                continue;
            rows.push(r);
            tasks.add(r.task);
            if (r.run !== undefined)
                runs.add(r.run);
        }
    }
    const s = summary(role, src, "eval", reader.stats, rows.length, problems);
    s.tasks = tasks.size;
    s.runs = [...runs];
    return { rows, summary: s };
}
async function streamPairs(src, opts, onBatch) {
    const problems = new io_problems/* ProblemCollector */.tH(sourceName(src));
    const reader = readJsonl(src, opts, problems);
    const norm = new PairNormalizer(problems);
    let n = 0;
    for await (const batch of reader.batches) {
        const out = [];
        for (const row of batch) {
            const p = norm.normalize(row);
            if (p !== null)
                out.push(p);
        }
        if (out.length > 0) {
            n += out.length;
            onBatch(out);
        }
    }
    noRowsInDocument(reader.stats, reader.stats.rows, problems);
    return summary("pairs", src, norm.shape ?? "unknown", reader.stats, n, problems);
}
async function streamSft(src, opts, onBatch) {
    const problems = new io_problems/* ProblemCollector */.tH(sourceName(src));
    const reader = readJsonl(src, opts, problems);
    let n = 0;
    for await (const batch of reader.batches) {
        const out = [];
        for (const row of batch) {
            const r = normalizeSft(row, problems);
            if (r !== null)
                out.push(r);
        }
        if (out.length > 0) {
            n += out.length;
            onBatch(out);
        }
    }
    noRowsInDocument(reader.stats, reader.stats.rows, problems);
    return summary("sft", src, "sft", reader.stats, n, problems);
}

;// CONCATENATED MODULE: ./src/gates/u64-table.ts
// Open-addressing hash table keyed by 64-bit hashes held in two Uint32Arrays.
// It replaces a JS Set/Map where keys can run into the millions: no boxed
// numbers, no per-entry objects, and no 2^24 entry ceiling.
const EMPTY = -1;
class U64Table {
    hiKeys;
    loKeys;
    vals;
    mask;
    size = 0;
    constructor(expected = 1024) {
        let cap = 16;
        while (cap < expected * 2)
            cap *= 2;
        this.hiKeys = new Uint32Array(cap);
        this.loKeys = new Uint32Array(cap);
        this.vals = new Int32Array(cap).fill(EMPTY);
        this.mask = cap - 1;
    }
    /** Bytes held by the table's arrays. */
    get bytes() {
        return this.vals.length * 12;
    }
    /** The value stored for the key, or -1. */
    get(hi, lo) {
        const mask = this.mask;
        let i = (lo ^ Math.imul(hi, 0x9e3779b1)) & mask;
        for (;;) {
            const v = this.vals[i];
            if (v === EMPTY)
                return EMPTY;
            if (this.loKeys[i] === lo >>> 0 && this.hiKeys[i] === hi >>> 0)
                return v;
            i = (i + 1) & mask;
        }
    }
    /** Insert the key with `value` unless present; returns the existing value, or -1 if inserted. */
    putIfAbsent(hi, lo, value) {
        if ((this.size + 1) * 2 > this.vals.length)
            this.grow();
        const mask = this.mask;
        let i = (lo ^ Math.imul(hi, 0x9e3779b1)) & mask;
        for (;;) {
            const v = this.vals[i];
            if (v === EMPTY) {
                this.hiKeys[i] = hi;
                this.loKeys[i] = lo;
                this.vals[i] = value;
                this.size++;
                return EMPTY;
            }
            if (this.loKeys[i] === lo >>> 0 && this.hiKeys[i] === hi >>> 0)
                return v;
            i = (i + 1) & mask;
        }
    }
    /** Replace the value of a key that is present (no-op when absent). */
    set(hi, lo, value) {
        const mask = this.mask;
        let i = (lo ^ Math.imul(hi, 0x9e3779b1)) & mask;
        for (;;) {
            const v = this.vals[i];
            if (v === EMPTY)
                return;
            if (this.loKeys[i] === lo >>> 0 && this.hiKeys[i] === hi >>> 0) {
                this.vals[i] = value;
                return;
            }
            i = (i + 1) & mask;
        }
    }
    /** Visit every entry (in slot order, which depends only on the keys present). */
    forEach(fn) {
        for (let i = 0; i < this.vals.length; i++) {
            if (this.vals[i] !== EMPTY)
                fn(this.hiKeys[i], this.loKeys[i], this.vals[i]);
        }
    }
    grow() {
        const oh = this.hiKeys;
        const ol = this.loKeys;
        const ov = this.vals;
        const cap = ov.length * 2;
        this.hiKeys = new Uint32Array(cap);
        this.loKeys = new Uint32Array(cap);
        this.vals = new Int32Array(cap).fill(EMPTY);
        this.mask = cap - 1;
        this.size = 0;
        for (let i = 0; i < ov.length; i++) {
            if (ov[i] !== EMPTY)
                this.putIfAbsent(oh[i], ol[i], ov[i]);
        }
    }
}

;// CONCATENATED MODULE: ./src/gates/growable.ts
// Append-only Int32 buffer that doubles when full: postings and per-text
// n-gram lists of the held-out index live in these, not in JS arrays.
class GrowI32 {
    data;
    length = 0;
    constructor(initial = 1024) {
        this.data = new Int32Array(initial);
    }
    push(v) {
        if (this.length === this.data.length) {
            const d = new Int32Array(this.data.length * 2);
            d.set(this.data);
            this.data = d;
        }
        this.data[this.length] = v;
        return this.length++;
    }
    /** A right-sized copy. */
    done() {
        return this.data.slice(0, this.length);
    }
}

;// CONCATENATED MODULE: ./src/gates/tokens.ts
// One-pass word scanner: words are runs of [a-z0-9] after lowercasing (the SDK's
// tokenization), hashed as they are read, so no token strings are made. Each
// word gets two 32-bit lanes; n-gram keys combine them.
let wordTable = null;
/** Per UTF-16 unit: the ASCII [a-z0-9] code it lowercases to, or 0 for a separator. */
function wordChars() {
    if (wordTable)
        return wordTable;
    const t = new Uint8Array(65536);
    for (let c = 0; c < 65536; c++) {
        if (c >= 0xd800 && c <= 0xdfff)
            continue;
        const l = String.fromCharCode(c).toLowerCase();
        if (l.length !== 1)
            continue;
        const k = l.charCodeAt(0);
        if ((k >= 97 && k <= 122) || (k >= 48 && k <= 57))
            t[c] = k;
    }
    wordTable = t;
    return t;
}
/** Growable buffers of per-word hashes, reused across texts. */
class WordHashes {
    a = new Uint32Array(1024);
    b = new Uint32Array(1024);
    n = 0;
    /** Tokenize `text` into this buffer (replacing what was there); returns the word count. */
    scan(text) {
        const table = wordChars();
        let n = 0;
        let inWord = false;
        let ha = 0;
        let start = 0;
        for (let i = 0; i < text.length; i++) {
            const k = table[text.charCodeAt(i)];
            if (k !== 0) {
                if (!inWord) {
                    inWord = true;
                    start = i;
                    ha = 0x811c9dc5;
                }
                ha = Math.imul(ha ^ k, 0x01000193);
            }
            else if (inWord) {
                inWord = false;
                n = this.push(n, ha, start, i);
            }
        }
        if (inWord)
            n = this.push(n, ha, start, text.length);
        this.n = n;
        return n;
    }
    push(n, ha, from, to) {
        if (n === this.a.length) {
            this.a = grow(this.a);
            this.b = grow(this.b);
        }
        // One FNV-1a state per word, finalized two ways: the lanes are 32 bits of entropy
        // per word (distinct words collide with odds ~ 2^-32 a pair), mixed into 64-bit
        // n-gram keys with independent bases.
        const len = to - from;
        this.a[n] = fin(ha, len);
        this.b[n] = fin(ha ^ 0x2545f491, Math.imul(len, 0x27d4eb2d));
        return n + 1;
    }
}
function grow(x) {
    const y = new Uint32Array(x.length * 2);
    y.set(x);
    return y;
}
/** Character span [start, end) of words [from, to) of `text`, found by scanning again (rare: only to quote a hit). */
function wordSpan(text, from, to) {
    const table = wordChars();
    let w = -1;
    let start = 0;
    let end = text.length;
    let inWord = false;
    for (let i = 0; i < text.length; i++) {
        const isWord = table[text.charCodeAt(i)] !== 0;
        if (isWord && !inWord) {
            w++;
            if (w === from)
                start = i;
        }
        else if (!isWord && inWord && w === to - 1) {
            end = i;
            break;
        }
        inWord = isWord;
    }
    return [start, end];
}
/** Order-sensitive combination step for n-gram and whole-text keys. */
function mixA(h, x) {
    h = Math.imul(h ^ x, 0x9e3779b1);
    return (h << 13) | (h >>> 19);
}
function mixB(h, x) {
    h = Math.imul(h + x, 0x85ebca6b) ^ 0x7f4a7c15;
    return (h << 17) | (h >>> 15);
}
/** `n` folded into `h`, then the murmur3 finalizer: a well-mixed unsigned 32-bit key. */
function fin(h, n) {
    h ^= n;
    h ^= h >>> 16;
    h = Math.imul(h, 0x85ebca6b);
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35);
    h ^= h >>> 16;
    return h >>> 0;
}

;// CONCATENATED MODULE: ./src/gates/gram-keys.ts
// Keys of every word n-gram of a text, computed with a rolling polynomial hash
// over the per-word hashes (two lanes with different odd bases, mod 2^32), so a
// window costs O(1) whatever n is. Both the held-out index and the pair-side
// probe use this, so their keys agree by construction.

const BASE_A = 0x01000193;
const BASE_B = 0x5bd1e995;
class GramKeys {
    hi = new Uint32Array(1024);
    lo = new Uint32Array(1024);
    count = 0;
    /** Fill hi/lo with the keys of the n-grams starting at 0 .. words - n; returns their number. */
    compute(w, n) {
        const windows = w.n - n + 1;
        if (windows <= 0) {
            this.count = 0;
            return 0;
        }
        if (this.hi.length < windows) {
            const cap = Math.max(windows, this.hi.length * 2);
            this.hi = new Uint32Array(cap);
            this.lo = new Uint32Array(cap);
        }
        const a = w.a;
        const b = w.b;
        let powA = 1;
        let powB = 1;
        for (let j = 1; j < n; j++) {
            powA = Math.imul(powA, BASE_A);
            powB = Math.imul(powB, BASE_B);
        }
        let ha = 0;
        let hb = 0;
        for (let j = 0; j < n; j++) {
            ha = (Math.imul(ha, BASE_A) + a[j]) | 0;
            hb = (Math.imul(hb, BASE_B) + b[j]) | 0;
        }
        const hi = this.hi;
        const lo = this.lo;
        const tag = n * 0x9e3779b1;
        hi[0] = fin(ha, n);
        lo[0] = fin(hb, tag);
        for (let p = 1; p < windows; p++) {
            ha = (Math.imul((ha - Math.imul(a[p - 1], powA)) | 0, BASE_A) + a[p + n - 1]) | 0;
            hb = (Math.imul((hb - Math.imul(b[p - 1], powB)) | 0, BASE_B) + b[p + n - 1]) | 0;
            hi[p] = fin(ha, n);
            lo[p] = fin(hb, tag);
        }
        this.count = windows;
        return windows;
    }
}

;// CONCATENATED MODULE: ./src/gates/heldout-index.ts




/** 2^23 bits = 1 MiB. */
const BITSET_BITS = 23;
const BIT_MASK = (1 << BITSET_BITS) - 1;
const SEED_A = 0x3c6ef372;
const SEED_B = 0xa54ff53a;
/** Key of the whole word sequence (the exact-match rule), into `out`. */
function textKey(w, out) {
    let ha = SEED_A;
    let hb = SEED_B;
    for (let j = 0; j < w.n; j++) {
        ha = mixA(ha, w.a[j]);
        hb = mixB(hb, w.b[j]);
    }
    out[0] = fin(ha, w.n);
    out[1] = fin(hb, w.n);
}
class HeldoutIndex {
    ngram;
    taskIds;
    /** Per text id: the task it came from (the one on the smallest line), its kind and word count. */
    textTask = [];
    textKind = [];
    textWords;
    /** Text id of each whole-text key. */
    exact;
    /** Entry id of each n-gram key. */
    grams;
    bits = new Uint32Array(1 << (BITSET_BITS - 5));
    /** Postings per entry: linked lists of (text, occurrences). */
    postHead;
    postText;
    postOcc;
    postNext;
    /** Number of distinct test texts each entry occurs in. */
    postLen;
    /** Entry id at each n-gram position of each text: textEntries[textStart[t] .. textStart[t+1]). */
    textStart;
    textEntries;
    tasks;
    /** Word count of the longest test text: a longer text cannot equal any. */
    maxWords;
    constructor(tasks, ngram) {
        if (!Number.isInteger(ngram) || ngram < 1)
            throw new Error(`n-gram size must be a positive integer, got ${ngram}`);
        this.ngram = ngram;
        this.tasks = tasks.length;
        const sorted = [...tasks].sort((x, y) => x.line - y.line);
        this.taskIds = new Set(sorted.map((t) => t.task_id));
        this.exact = new U64Table(tasks.length * 2);
        this.grams = new U64Table(4096);
        const words = new WordHashes();
        const key = new Uint32Array(2);
        const grams = new GramKeys();
        const words32 = new GrowI32();
        const head = new GrowI32();
        const pText = new GrowI32();
        const pOcc = new GrowI32();
        const pNext = new GrowI32();
        const start = new GrowI32();
        const entries = new GrowI32();
        for (const task of sorted) {
            const texts = [
                ["prompt", task.prompt],
                ["answer", task.answer],
                ["reference", task.reference],
            ];
            for (const [kind, text] of texts) {
                if (!text)
                    continue;
                const n = words.scan(text);
                if (n === 0)
                    continue;
                textKey(words, key);
                const id = this.textTask.length;
                // The same text seen before (same words in the same order) is indexed once.
                if (this.exact.putIfAbsent(key[0], key[1], id) !== -1)
                    continue;
                this.textTask.push(task.task_id);
                this.textKind.push(kind);
                words32.push(n);
                start.push(entries.length);
                const windows = grams.compute(words, ngram);
                for (let p = 0; p < windows; p++) {
                    const hi = grams.hi[p];
                    let e = this.grams.putIfAbsent(hi, grams.lo[p], head.length);
                    if (e === -1) {
                        e = head.push(-1);
                        this.bits[(hi & BIT_MASK) >>> 5] |= 1 << (hi & 31);
                    }
                    entries.push(e);
                    const h = head.data[e];
                    if (h >= 0 && pText.data[h] === id) {
                        pOcc.data[h]++;
                    }
                    else {
                        const q = pText.push(id);
                        pOcc.push(1);
                        pNext.push(h);
                        head.data[e] = q;
                    }
                }
            }
        }
        start.push(entries.length);
        this.textWords = words32.done();
        this.maxWords = this.textWords.reduce((m, x) => Math.max(m, x), 0);
        this.postHead = head.done();
        this.postText = pText.done();
        this.postOcc = pOcc.done();
        this.postNext = pNext.done();
        this.postLen = new Int32Array(this.postHead.length);
        for (let e = 0; e < this.postHead.length; e++) {
            for (let q = this.postHead[e]; q >= 0; q = this.postNext[q])
                this.postLen[e]++;
        }
        this.textStart = start.done();
        this.textEntries = entries.done();
    }
    get texts() {
        return this.textTask.length;
    }
    get entries() {
        return this.postHead.length;
    }
    /** Bytes held by the typed arrays (the test texts themselves are not counted). */
    get bytes() {
        return (this.exact.bytes +
            this.grams.bytes +
            this.bits.byteLength +
            this.postHead.byteLength +
            this.postText.byteLength +
            this.postOcc.byteLength +
            this.postNext.byteLength +
            this.postLen.byteLength +
            this.textStart.byteLength +
            this.textEntries.byteLength +
            this.textWords.byteLength);
    }
    /** The bitset says the key may be present (no false negatives). */
    maybe(hi) {
        return (this.bits[(hi & BIT_MASK) >>> 5] & (1 << (hi & 31))) !== 0;
    }
}

;// CONCATENATED MODULE: ./src/gates/findings.ts
const DEFAULT_FINDINGS_CAP = 1000;
function byLine(a, b) {
    if (a.line !== b.line)
        return a.line - b.line;
    if (a.message < b.message)
        return -1;
    if (a.message > b.message)
        return 1;
    return 0;
}
class FindingList {
    cap;
    items = [];
    total = 0;
    constructor(cap = DEFAULT_FINDINGS_CAP) {
        this.cap = cap;
    }
    push(f) {
        this.total++;
        this.items.push(f);
        if (this.items.length >= 2 * this.cap + 16)
            this.compact();
    }
    merge(other) {
        this.total += other.total;
        for (const f of other.items) {
            this.items.push(f);
            if (this.items.length >= 2 * this.cap + 16)
                this.compact();
        }
    }
    /** Kept findings sorted by line, and whether some were left out. */
    result() {
        this.compact();
        return { findings: this.items.slice(), truncated: this.total > this.items.length };
    }
    compact() {
        this.items.sort(byLine);
        if (this.items.length > this.cap)
            this.items.length = this.cap;
    }
}

;// CONCATENATED MODULE: ./src/gates/heldout-probe.ts
// Matching one pair-side text against the held-out index. Coverage is measured
// both ways: the share of the text's words covered by a test item's n-grams
// (the SDK's rule) and the share of the test item's words whose n-grams occur
// in the text (finds a test ask buried in a long conversation). All scratch
// space is typed arrays reset by epoch stamps, so a text costs O(words) unless
// it actually shares n-grams with the test.



/** Test texts an n-gram may occur in before it counts as boilerplate. */
const COMMON_TEXTS = 256;
class HeldoutProbe {
    index;
    words = new WordHashes();
    key = new Uint32Array(2);
    grams = new GramKeys();
    /** Window positions that hit the index, and the entry each hit. */
    hitPos = new Int32Array(1024);
    hitEntry = new Int32Array(1024);
    entryStamp;
    entryStamp2;
    entryWin;
    textStamp;
    fwdUp;
    revUp;
    epoch = 0;
    epoch2 = 0;
    matched = [];
    cands = [];
    constructor(index) {
        this.index = index;
        this.entryStamp = new Uint32Array(index.entries);
        this.entryStamp2 = new Uint32Array(index.entries);
        this.entryWin = new Uint32Array(index.entries);
        this.textStamp = new Uint32Array(index.texts);
        this.fwdUp = new Float64Array(index.texts);
        this.revUp = new Float64Array(index.texts);
    }
    /** The best match of `text` against the test at `overlap`, or null. */
    check(text, overlap) {
        const ix = this.index;
        const w = this.words;
        const W = w.scan(text);
        if (W === 0)
            return null;
        const key = this.key;
        let ex = -1;
        if (W <= ix.maxWords) {
            textKey(w, key);
            ex = ix.exact.get(key[0], key[1]);
        }
        if (ex >= 0) {
            return {
                rule: "exact",
                text: ex,
                coverage: 1,
                test_coverage: 1,
                match: quote(text, 0, W),
            };
        }
        const n = ix.ngram;
        if (W < n || ix.entries === 0)
            return null;
        const cur = this.nextEpoch();
        const windows = this.grams.compute(w, n);
        const matched = this.matched;
        matched.length = 0;
        const ghi = this.grams.hi;
        const glo = this.grams.lo;
        let hits = 0;
        for (let p = 0; p < windows; p++) {
            if (!ix.maybe(ghi[p]))
                continue;
            const e = ix.grams.get(ghi[p], glo[p]);
            if (e < 0)
                continue;
            if (this.entryStamp[e] !== cur) {
                this.entryStamp[e] = cur;
                this.entryWin[e] = 0;
                matched.push(e);
            }
            this.entryWin[e]++;
            if (hits === this.hitPos.length)
                this.growHits();
            this.hitPos[hits] = p;
            this.hitEntry[hits] = e;
            hits++;
        }
        if (matched.length === 0)
            return null;
        // Upper bounds per test text, from counts alone, before any exact measure.
        const cands = this.cands;
        cands.length = 0;
        // An n-gram found in more than COMMON_TEXTS test texts is the test's boilerplate
        // (a shared preamble, a template line): it still counts toward the coverage of
        // a test item found through other n-grams, but it does not nominate items by
        // itself. That bounds the work per text on templated test sets.
        let commonWin = 0;
        for (const e of matched) {
            if (ix.postLen[e] > COMMON_TEXTS) {
                commonWin += this.entryWin[e];
                continue;
            }
            for (let q = ix.postHead[e]; q >= 0; q = ix.postNext[q]) {
                const t = ix.postText[q];
                if (this.textStamp[t] !== cur) {
                    this.textStamp[t] = cur;
                    this.fwdUp[t] = 0;
                    this.revUp[t] = 0;
                    cands.push(t);
                }
                this.fwdUp[t] += this.entryWin[e];
                this.revUp[t] += ix.postOcc[q];
            }
        }
        cands.sort((a, b) => a - b);
        let best = null;
        let bestScore = -1;
        for (const t of cands) {
            const Wt = ix.textWords[t];
            // Upper bounds; boilerplate n-grams were not counted per text, so add them to
            // every candidate (forward) or measure exactly whenever any matched (reverse).
            const maybeFwd = Math.min(W, n * (this.fwdUp[t] + commonWin)) >= overlap * W;
            const maybeRev = commonWin > 0 || Math.min(Wt, n * this.revUp[t]) >= overlap * Wt;
            if (!maybeFwd && !maybeRev)
                continue;
            const a = ix.textStart[t];
            const b = ix.textStart[t + 1];
            // Reverse: which of the test text's n-gram positions occur in this text.
            let revCovered = 0;
            let end = 0;
            for (let i = a; i < b; i++) {
                if (this.entryStamp[ix.textEntries[i]] === cur) {
                    const p = i - a;
                    const s = Math.max(p, end);
                    revCovered += p + n - s;
                    end = p + n;
                }
            }
            // Forward: which of this text's words are covered by the test text's n-grams.
            const cur2 = this.nextEpoch2();
            for (let i = a; i < b; i++)
                this.entryStamp2[ix.textEntries[i]] = cur2;
            let fwdCovered = 0;
            let first = -1;
            end = 0;
            for (let h = 0; h < hits; h++) {
                if (this.entryStamp2[this.hitEntry[h]] === cur2) {
                    const p = this.hitPos[h];
                    if (first < 0)
                        first = p;
                    const s = Math.max(p, end);
                    fwdCovered += p + n - s;
                    end = p + n;
                }
            }
            const fwd = fwdCovered / W;
            const rev = revCovered / Wt;
            if (fwd < overlap && rev < overlap)
                continue;
            const score = Math.max(fwd, rev);
            if (score > bestScore) {
                bestScore = score;
                best = {
                    rule: "ngram",
                    text: t,
                    coverage: round3(fwd),
                    test_coverage: round3(rev),
                    match: first >= 0 ? quote(text, first, first + n) : "",
                };
            }
        }
        return best;
    }
    growHits() {
        const pos = new Int32Array(this.hitPos.length * 2);
        pos.set(this.hitPos);
        this.hitPos = pos;
        const ent = new Int32Array(this.hitEntry.length * 2);
        ent.set(this.hitEntry);
        this.hitEntry = ent;
    }
    nextEpoch() {
        this.epoch = (this.epoch + 1) >>> 0;
        if (this.epoch === 0) {
            this.entryStamp.fill(0);
            this.textStamp.fill(0);
            this.epoch = 1;
        }
        return this.epoch;
    }
    nextEpoch2() {
        this.epoch2 = (this.epoch2 + 1) >>> 0;
        if (this.epoch2 === 0) {
            this.entryStamp2.fill(0);
            this.epoch2 = 1;
        }
        return this.epoch2;
    }
}
function round3(x) {
    return Math.round(x * 1000) / 1000;
}
/** Words [from, to) of the text as written, capped at 120 characters. */
function quote(text, from, to) {
    const [a, b] = wordSpan(text, from, to);
    const s = text.slice(a, Math.min(b, a + 400)).replace(/\s+/g, " ");
    return s.length > 120 ? s.slice(0, 119) + "…" : s;
}

;// CONCATENATED MODULE: ./src/gates/contamination.ts


function pct(x) {
    return `${Math.round(x * 100)}%`;
}
class ContaminationGate {
    settings;
    index;
    file;
    probe;
    n = 0;
    withTaskId = 0;
    counts = { same_task: 0, exact: 0, ngram: 0 };
    byField = {};
    findings = new FindingList();
    constructor(settings, index, file) {
        this.settings = settings;
        this.index = index;
        this.file = file;
        if (index.ngram !== settings.ngram) {
            throw new Error(`held-out index uses ${index.ngram}-grams but the settings ask for ${settings.ngram}`);
        }
        this.probe = new HeldoutProbe(index);
    }
    addPair(p) {
        const fields = [];
        if (this.settings.contaminationFields.includes("prompt"))
            fields.push(["prompt", p.prompt]);
        if (this.settings.contaminationFields.includes("completion")) {
            fields.push(["chosen", p.chosen], ["rejected", p.rejected]);
        }
        return this.addRow(p.line, p.task_id, fields);
    }
    addSft(r) {
        const fields = [];
        if (this.settings.contaminationFields.includes("prompt"))
            fields.push(["prompt", r.prompt]);
        if (this.settings.contaminationFields.includes("completion")) {
            fields.push(["completion", r.completion]);
        }
        return this.addRow(r.line, r.task_id, fields);
    }
    addRow(line, taskId, fields) {
        this.n++;
        let hit = null;
        let m = null;
        if (taskId !== undefined && taskId !== "") {
            this.withTaskId++;
            if (this.index.taskIds.has(taskId)) {
                hit = { rule: "same_task", field: "task", task: taskId, coverage: 1, test_coverage: 1 };
            }
        }
        if (!hit) {
            for (const [field, text] of fields) {
                m = this.probe.check(text, this.settings.overlap);
                if (m) {
                    hit = {
                        rule: m.rule,
                        field,
                        task: this.index.textTask[m.text],
                        coverage: m.coverage,
                        test_coverage: m.test_coverage,
                    };
                    break;
                }
            }
        }
        if (!hit)
            return null;
        this.counts[hit.rule]++;
        this.byField[hit.field] = (this.byField[hit.field] ?? 0) + 1;
        const kind = m ? this.index.textKind[m.text] : "task";
        let message;
        if (hit.rule === "same_task") {
            message = `task_id "${hit.task}" is a held-out test task`;
        }
        else if (hit.rule === "exact") {
            message = `${hit.field} is the held-out ${kind} of task "${hit.task}" (same words, same order)`;
        }
        else {
            message =
                `${hit.field} shares ${this.index.ngram}-word runs with the held-out ${kind} of task "${hit.task}": ` +
                    `${pct(hit.coverage)} of the ${hit.field}'s words, ${pct(hit.test_coverage)} of the test ${kind}'s words`;
        }
        this.findings.push({
            file: this.file,
            line,
            level: "failure",
            message,
            detail: {
                rule: hit.rule,
                field: hit.field,
                task: hit.task,
                test_text: kind,
                coverage: hit.coverage,
                test_coverage: hit.test_coverage,
                match: m ? m.match : null,
            },
        });
        return hit;
    }
    merge(o) {
        if (o.index !== this.index)
            throw new Error("cannot merge contamination gates built on different held-out indexes");
        this.n += o.n;
        this.withTaskId += o.withTaskId;
        this.counts.same_task += o.counts.same_task;
        this.counts.exact += o.counts.exact;
        this.counts.ngram += o.counts.ngram;
        for (const [k, v] of Object.entries(o.byField))
            this.byField[k] = (this.byField[k] ?? 0) + v;
        this.findings.merge(o.findings);
    }
    result() {
        const kept = this.findings.result();
        const total = this.counts.same_task + this.counts.exact + this.counts.ngram;
        const ix = this.index;
        const rulesSkipped = [];
        if (this.withTaskId === 0) {
            rulesSkipped.push(`same_task: none of the ${this.n} rows carries a task_id, so only the text rules ran`);
        }
        const byField = Object.fromEntries(Object.entries(this.byField).sort(([a], [b]) => (a < b ? -1 : 1)));
        return {
            name: "contamination",
            status: total > 0 ? "fail" : "pass",
            summary: total > 0
                ? `${total} of ${this.n} rows contain held-out test items (${this.counts.same_task} same task, ${this.counts.exact} exact, ${this.counts.ngram} by ${ix.ngram}-grams)`
                : `no row matches any of ${ix.tasks} held-out tasks (${ix.ngram}-grams, overlap ${pct(this.settings.overlap)}; fields: ${this.settings.contaminationFields.join(", ")})`,
            figures: {
                rows: this.n,
                n_contaminated: total,
                contamination_rate: this.n ? Math.round((total / this.n) * 10000) / 10000 : 0,
                n_same_task: this.counts.same_task,
                n_exact: this.counts.exact,
                n_near: this.counts.ngram,
                by_field: byField,
                rows_with_task_id: this.withTaskId,
                ngram: ix.ngram,
                overlap: this.settings.overlap,
                fields: [...this.settings.contaminationFields],
                heldout_tasks: ix.tasks,
                heldout_texts: ix.texts,
                heldout_ngrams: ix.entries,
                index_bytes: ix.bytes,
                rules_skipped: rulesSkipped,
            },
            findings: kept.findings,
            findings_truncated: kept.truncated,
        };
    }
}

;// CONCATENATED MODULE: ./src/gates/duplicates.ts
// Duplicate detection in memory proportional to the number of distinct rows:
// each row is kept only as a 64-bit hash (two Uint32 halves) mapped to its
// smallest line, about 24-48 bytes per distinct row. The copy on the smallest
// line is "the original" whatever order the rows come in; the others are
// duplicates of it.

class DuplicateTracker {
    cap;
    /** hash -> smallest line seen with it. */
    table = new U64Table(1024);
    /** Rows beyond the first copy of each distinct row. */
    duplicates = 0;
    /** Lines that are not the smallest of their hash; only the first `cap` by line are kept. */
    repeats = [];
    constructor(cap) {
        this.cap = cap;
    }
    /** Record a row; true when a row with the same hash was recorded before. */
    add(hi, lo, line) {
        const old = this.table.putIfAbsent(hi, lo, line);
        if (old === -1)
            return false;
        this.duplicates++;
        this.keep({ line: Math.max(old, line), hi, lo });
        if (line < old)
            this.table.set(hi, lo, line);
        return true;
    }
    merge(o) {
        o.table.forEach((hi, lo, line) => {
            this.add(hi, lo, line);
        });
        this.duplicates += o.duplicates;
        for (const r of o.repeats)
            this.keep(r);
    }
    get distinct() {
        return this.table.size;
    }
    /** The first `cap` duplicate lines, each with the line of its original. */
    list() {
        this.compact();
        return this.repeats.map((r) => ({ line: r.line, original: this.table.get(r.hi, r.lo) }));
    }
    keep(r) {
        this.repeats.push(r);
        if (this.repeats.length >= 2 * this.cap + 16)
            this.compact();
    }
    compact() {
        this.repeats.sort((a, b) => a.line - b.line || a.hi - b.hi || a.lo - b.lo);
        if (this.repeats.length > this.cap)
            this.repeats.length = this.cap;
    }
}

;// CONCATENATED MODULE: ./src/gates/hash.ts

let laneA = 0;
let laneB = 0;
function feed(s) {
    let a = laneA;
    let b = laneB;
    for (let i = 0; i < s.length; i++) {
        const c = s.charCodeAt(i);
        a = Math.imul(a ^ c, 0x01000193);
        b = (Math.imul(b, 0x2f) + c) | 0;
    }
    // The length closes each part, so the split points are part of the key.
    laneA = Math.imul(a ^ s.length, 0x01000193);
    laneB = (Math.imul(b, 0x2f) + s.length + 0x9e3779b9) | 0;
}
function feedSide(messages, text) {
    if (messages.length === 0) {
        feed(text);
        return;
    }
    // Whole messages, so rollouts that end in the same words but took different
    // tool calls stay different.
    for (const m of messages) {
        feed(m.role);
        feed(m.content);
        if (m.tool_calls !== undefined)
            feed(JSON.stringify(m.tool_calls));
        if (m.tool_call_id !== undefined)
            feed(m.tool_call_id);
    }
    feed("\u0000");
}
/** Fingerprint of the prompt and both sides, written into out as [hi, lo]. */
function pairDigest(p, out) {
    laneA = 0x811c9dc5;
    laneB = 0x9747b28c;
    feed(p.prompt);
    feedSide(p.chosen_messages, p.chosen);
    feedSide(p.rejected_messages, p.rejected);
    out[0] = fin(laneA ^ Math.imul(laneB, 0x27d4eb2d), 0);
    out[1] = fin(laneB + 0x165667b1, 0);
}
/** Same messages: roles, contents, tool calls and ids (used only when the texts already match). */
function sameMessages(a, b) {
    if (a.length !== b.length)
        return false;
    for (let i = 0; i < a.length; i++) {
        const x = a[i];
        const y = b[i];
        if (x.role !== y.role || x.content !== y.content || x.tool_call_id !== y.tool_call_id)
            return false;
        if (JSON.stringify(x.tool_calls) !== JSON.stringify(y.tool_calls))
            return false;
    }
    return true;
}

;// CONCATENATED MODULE: ./src/gates/integrity.ts



const CHECKS = [
    "identical_sides",
    "empty_side",
    "duplicate",
    "eval_lineage",
    "prompt_mismatch",
    "margin_below_min",
    "mixed_policy",
];
class IntegrityGate {
    settings;
    file;
    n = 0;
    counts = Object.fromEntries(CHECKS.map((c) => [c, 0]));
    findings = new FindingList();
    dups = new DuplicateTracker(DEFAULT_FINDINGS_CAP);
    key = new Uint32Array(2);
    constructor(settings, file) {
        this.settings = settings;
        this.file = file;
    }
    /** Returns true when the pair fails integrity (it should not be trained on). */
    add(p) {
        this.n++;
        let failed = false;
        const flag = (check, level, message) => {
            this.counts[check]++;
            if (level === "failure")
                failed = true;
            this.findings.push({ file: this.file, line: p.line, level, message, detail: { check } });
        };
        const cEmpty = p.chosen.trim() === "";
        const rEmpty = p.rejected.trim() === "";
        if (cEmpty || rEmpty) {
            const which = cEmpty && rEmpty ? "both sides are" : cEmpty ? "chosen side is" : "rejected side is";
            flag("empty_side", "failure", `${which} empty`);
        }
        else if (p.chosen === p.rejected && sameMessages(p.chosen_messages, p.rejected_messages)) {
            flag("identical_sides", "failure", "chosen and rejected are the same text: the pair prefers nothing");
        }
        if (p.eval_lineage) {
            flag("eval_lineage", "failure", "a side's reward came from an evaluation run (lineage.source eval): training on it makes the held-out scorer the reward");
        }
        if (p.prompt_mismatch) {
            flag("prompt_mismatch", "failure", "chosen and rejected were answers to different prompts");
        }
        const margin = p.margin ??
            (p.chosen_score !== undefined && p.rejected_score !== undefined
                ? p.chosen_score - p.rejected_score
                : undefined);
        const min = this.settings.minMargin;
        if (min !== null && margin !== undefined && margin < min) {
            flag("margin_below_min", "failure", `margin ${round6(margin)} is under the minimum ${min}`);
        }
        if (p.chosen_model && p.rejected_model && p.chosen_model !== p.rejected_model) {
            flag("mixed_policy", "warning", `sides come from different models (${JSON.stringify(p.chosen_model)} vs ${JSON.stringify(p.rejected_model)})`);
        }
        pairDigest(p, this.key);
        if (this.dups.add(this.key[0], this.key[1], p.line))
            failed = true;
        return failed;
    }
    merge(o) {
        this.n += o.n;
        for (const c of CHECKS)
            this.counts[c] += o.counts[c];
        this.findings.merge(o.findings);
        this.dups.merge(o.dups);
    }
    result() {
        const all = new FindingList();
        all.merge(this.findings);
        const dupCount = this.dups.duplicates;
        for (const d of this.dups.list()) {
            all.push({
                file: this.file,
                line: d.line,
                level: "failure",
                message: `repeats the pair on line ${d.original} (same prompt, chosen and rejected)`,
                detail: { check: "duplicate", original: d.original },
            });
        }
        // Pushed duplicates were counted once above; the true total is dupCount.
        all.total += dupCount - Math.min(dupCount, this.dups.list().length);
        const kept = all.result();
        const counts = { ...this.counts, duplicate: dupCount };
        const failures = CHECKS.filter((c) => c !== "mixed_policy").reduce((s, c) => s + counts[c], 0);
        // A file with no valid pair proves nothing, so it cannot pass: every other gate is
        // vacuously clean over zero pairs.
        const empty = this.n === 0;
        const status = failures > 0 || empty ? "fail" : counts.mixed_policy > 0 ? "warn" : "pass";
        const parts = CHECKS.filter((c) => counts[c] > 0).map((c) => `${counts[c]} ${c.replace(/_/g, " ")}`);
        return {
            name: "integrity",
            status,
            summary: empty
                ? "no valid pair to check"
                : parts.length
                    ? parts.join(", ")
                    : `all ${this.n} pairs are well formed and distinct`,
            figures: {
                pairs: this.n,
                ...counts,
                distinct_pairs: this.dups.distinct,
                min_margin: this.settings.minMargin,
            },
            findings: kept.findings,
            findings_truncated: kept.truncated,
        };
    }
}
function round6(x) {
    return Math.round(x * 1e6) / 1e6;
}

;// CONCATENATED MODULE: ./src/gates/histogram.ts
// Mergeable integer histogram: exact counts for |v| <= RANGE, power-of-two
// buckets beyond. Quantiles are exact unless they land in an outer bucket (then
// the bucket's near edge is given and `approximate` says so). Fixed memory, and
// the counts do not depend on the order values arrive in.
const RANGE = 65536;
const OUTER = 48; // 2^16 .. 2^64: more than any string length
class IntHistogram {
    exact = new Uint32Array(2 * RANGE + 1);
    pos = new Float64Array(OUTER);
    neg = new Float64Array(OUTER);
    n = 0;
    /** Exact while the total stays under 2^53, which the row caps guarantee. */
    sum = 0;
    min = Infinity;
    max = -Infinity;
    add(v) {
        this.n++;
        this.sum += v;
        if (v < this.min)
            this.min = v;
        if (v > this.max)
            this.max = v;
        if (v >= -RANGE && v <= RANGE)
            this.exact[v + RANGE]++;
        else if (v > 0)
            this.pos[outerBucket(v)]++;
        else
            this.neg[outerBucket(-v)]++;
    }
    merge(o) {
        this.n += o.n;
        this.sum += o.sum;
        this.min = Math.min(this.min, o.min);
        this.max = Math.max(this.max, o.max);
        for (let i = 0; i < this.exact.length; i++)
            this.exact[i] += o.exact[i];
        for (let i = 0; i < OUTER; i++) {
            this.pos[i] += o.pos[i];
            this.neg[i] += o.neg[i];
        }
    }
    /** The k-th smallest value (0-based), as sorted(values)[k]. */
    kth(k) {
        let seen = 0;
        for (let b = OUTER - 1; b >= 0; b--) {
            seen += this.neg[b];
            if (k < seen)
                return { value: Math.max(this.min, -(2 ** (b + 17))), approximate: true };
        }
        for (let i = 0; i < this.exact.length; i++) {
            seen += this.exact[i];
            if (k < seen)
                return { value: i - RANGE, approximate: false };
        }
        for (let b = 0; b < OUTER; b++) {
            seen += this.pos[b];
            if (k < seen)
                return { value: Math.min(this.max, 2 ** (b + 16) + 1), approximate: true };
        }
        return { value: this.max, approximate: false };
    }
    /** sorted(values)[floor(q * n)], the convention the SDK uses for its median (q = 0.5). */
    quantile(q) {
        if (this.n === 0)
            return null;
        return this.kth(Math.min(this.n - 1, Math.floor(q * this.n)));
    }
    /** Counts in [lo, hi] (inclusive), for the small histogram in the report. */
    countBetween(lo, hi) {
        let c = 0;
        const a = Math.max(lo, -RANGE);
        const b = Math.min(hi, RANGE);
        for (let v = a; v <= b; v++)
            c += this.exact[v + RANGE];
        if (hi > RANGE) {
            for (let bk = 0; bk < OUTER; bk++) {
                const lower = 2 ** (bk + 16) + 1;
                if (lower >= lo && lower <= hi)
                    c += this.pos[bk];
            }
        }
        if (lo < -RANGE) {
            for (let bk = 0; bk < OUTER; bk++) {
                const upper = -(2 ** (bk + 16) + 1);
                if (upper >= lo && upper <= hi)
                    c += this.neg[bk];
            }
        }
        return c;
    }
}
/** Bucket b holds magnitudes in (2^(b+16), 2^(b+17)]. */
function outerBucket(m) {
    const b = Math.ceil(Math.log2(m)) - 17;
    return Math.max(0, Math.min(OUTER - 1, b));
}

;// CONCATENATED MODULE: ./src/gates/text-length.ts
// Text length in code points, as Python's len() counts it, so our deltas match
// the SDK's reply_length on text with emoji or other astral characters.
const HIGH_SURROGATE = /[\uD800-\uDBFF]/;
function codePointLength(s) {
    // Most text has no astral characters; the regex scan is native and fast.
    if (!HIGH_SURROGATE.test(s))
        return s.length;
    let n = s.length;
    for (let i = 0; i < s.length; i++) {
        const c = s.charCodeAt(i);
        // A high surrogate followed by a low one is one code point, not two.
        if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
            const d = s.charCodeAt(i + 1);
            if (d >= 0xdc00 && d <= 0xdfff) {
                n--;
                i++;
            }
        }
    }
    return n;
}

;// CONCATENATED MODULE: ./src/gates/length.ts


/** The SDK's length-confound rule, shared by its pair builder and exporter. */
function lengthConfound(chosenLonger, n) {
    return n > 0 && ((n >= 8 && chosenLonger / n >= 0.75) || (n >= 3 && chosenLonger === n));
}
const DELTA_BINS = [
    ["< -1000", -Infinity, -1001],
    ["-1000..-101", -1000, -101],
    ["-100..-1", -100, -1],
    ["0", 0, 0],
    ["1..100", 1, 100],
    ["101..1000", 101, 1000],
    ["> 1000", 1001, Infinity],
];
const LENGTH_BINS = [
    ["0", 0, 0],
    ["1..100", 1, 100],
    ["101..500", 101, 500],
    ["501..2000", 501, 2000],
    ["2001..8000", 2001, 8000],
    ["> 8000", 8001, Infinity],
];
function r3(x) {
    return Math.round(x * 1000) / 1000;
}
function describe(h, bins) {
    const q = (p) => h.quantile(p);
    const approx = [q(0.25), q(0.5), q(0.75)].some((x) => x?.approximate === true);
    return {
        min: h.n ? h.min : null,
        q1: q(0.25)?.value ?? null,
        median: q(0.5)?.value ?? null,
        q3: q(0.75)?.value ?? null,
        max: h.n ? h.max : null,
        mean: h.n ? r3(h.sum / h.n) : null,
        approximate: approx,
        histogram: Object.fromEntries(bins.map(([label, lo, hi]) => [label, h.countBetween(lo, hi)])),
    };
}
class PairLengthGate {
    settings;
    delta = new IntHistogram();
    chosenLonger = 0;
    rejectedLonger = 0;
    constructor(settings) {
        this.settings = settings;
    }
    add(p) {
        const d = codePointLength(p.chosen) - codePointLength(p.rejected);
        this.delta.add(d);
        if (d > 0)
            this.chosenLonger++;
        else if (d < 0)
            this.rejectedLonger++;
    }
    merge(o) {
        this.delta.merge(o.delta);
        this.chosenLonger += o.chosenLonger;
        this.rejectedLonger += o.rejectedLonger;
    }
    result() {
        const n = this.delta.n;
        const share = n ? this.chosenLonger / n : null;
        const confound = lengthConfound(this.chosenLonger, n);
        const failAt = this.settings.lengthFailShare;
        let status = "pass";
        let summary;
        if (n === 0) {
            summary = "no pairs to measure";
        }
        else {
            const pct = `${Math.round(share * 100)}%`;
            summary = `chosen reply is longer in ${this.chosenLonger} of ${n} pairs (${pct})`;
            if (share >= failAt) {
                status = "fail";
                summary += `, at or above the ${Math.round(failAt * 100)}% limit: the pairs reward length`;
            }
            else if (confound) {
                status = "warn";
                summary += ": enough to teach length before behaviour (SDK length-confound rule)";
            }
        }
        const dist = describe(this.delta, DELTA_BINS);
        return {
            name: "length",
            status,
            summary,
            figures: {
                pairs: n,
                chosen_longer: this.chosenLonger,
                rejected_longer: this.rejectedLonger,
                ties: n - this.chosenLonger - this.rejectedLonger,
                chosen_longer_frac: share === null ? null : r3(share),
                fail_share: failAt,
                length_confound: confound,
                median_delta: dist.median,
                delta: dist,
                unit: "characters (code points), chosen minus rejected",
            },
            findings: [],
            findings_truncated: false,
        };
    }
}
class SftLengthGate {
    len = new IntHistogram();
    add(r) {
        this.len.add(codePointLength(r.completion));
    }
    merge(o) {
        this.len.merge(o.len);
    }
    result() {
        const n = this.len.n;
        const dist = describe(this.len, LENGTH_BINS);
        return {
            name: "length",
            status: "pass",
            summary: n === 0
                ? "no rows to measure"
                : `completion length over ${n} rows: median ${dist.median}, quartiles ${dist.q1}..${dist.q3} characters (descriptive only)`,
            figures: { rows: n, completion_length: dist, unit: "characters (code points)" },
            findings: [],
            findings_truncated: false,
        };
    }
}

;// CONCATENATED MODULE: ./src/gates/phrase-matcher.ts
// One-pass multi-phrase matcher (Aho-Corasick over a dense transition table).
// Case folding and typographic quote folding are built into the per-character
// class table, so a text is scanned once, with no lowercased copy, whatever
// the number of phrases.
/** Characters folded before matching: curly and prime quotes become ASCII ones. */
const QUOTE_FOLDS = {
    0x2018: 39, // ‘
    0x2019: 39, // ’
    0x201a: 39, // ‚
    0x201b: 39, // ‛
    0x2032: 39, // ′
    0xff07: 39, // fullwidth '
    0x02bc: 39, // modifier apostrophe
    0x201c: 34, // “
    0x201d: 34, // ”
    0x201e: 34, // „
    0x201f: 34, // ‟
    0x2033: 34, // ″
    0xff02: 34, // fullwidth "
};
let foldTable = null;
/** Per UTF-16 unit: its lowercase form (when that is one unit) with quotes folded. */
function charFolds() {
    if (foldTable)
        return foldTable;
    const t = new Uint16Array(65536);
    for (let c = 0; c < 65536; c++) {
        const q = QUOTE_FOLDS[c];
        if (q !== undefined) {
            t[c] = q;
            continue;
        }
        if (c >= 0xd800 && c <= 0xdfff) {
            t[c] = c;
            continue;
        }
        const l = String.fromCharCode(c).toLowerCase();
        t[c] = l.length === 1 ? l.charCodeAt(0) : c;
    }
    foldTable = t;
    return t;
}
/** Fold a string the way the matcher sees text. */
function foldText(s) {
    const t = charFolds();
    let out = "";
    for (let i = 0; i < s.length; i++)
        out += String.fromCharCode(t[s.charCodeAt(i)]);
    return out;
}
class PhraseMatcher {
    /** raw char code -> symbol class (0 = a character no phrase uses). */
    cls = new Uint16Array(65536);
    nClasses;
    delta;
    hasOut = new Uint8Array(0);
    outStart;
    outList;
    stamp;
    epoch = 0;
    phrases;
    constructor(phrases) {
        this.phrases = phrases.map(foldText);
        const folds = charFolds();
        // Symbol classes: one per distinct folded char used in any phrase.
        const symOf = new Map();
        for (const p of this.phrases) {
            for (let i = 0; i < p.length; i++) {
                const c = p.charCodeAt(i);
                if (!symOf.has(c))
                    symOf.set(c, symOf.size + 1);
            }
        }
        this.nClasses = symOf.size + 1;
        for (let c = 0; c < 65536; c++)
            this.cls[c] = symOf.get(folds[c]) ?? 0;
        // Trie.
        const K = this.nClasses;
        const children = [[]];
        const outs = [[]];
        this.phrases.forEach((p, id) => {
            if (p.length === 0)
                return;
            let s = 0;
            for (let i = 0; i < p.length; i++) {
                const k = symOf.get(p.charCodeAt(i));
                let nx = children[s][k];
                if (nx === undefined) {
                    nx = children.length;
                    children[s][k] = nx;
                    children.push([]);
                    outs.push([]);
                }
                s = nx;
            }
            outs[s].push(id);
        });
        // Breadth-first: failure links and full transitions.
        const nStates = children.length;
        const delta = new Int32Array(nStates * K);
        const fail = new Int32Array(nStates);
        const queue = [];
        for (let k = 0; k < K; k++) {
            const nx = children[0][k];
            if (nx !== undefined) {
                delta[k] = nx;
                fail[nx] = 0;
                queue.push(nx);
            }
        }
        for (let qi = 0; qi < queue.length; qi++) {
            const s = queue[qi];
            outs[s].push(...outs[fail[s]]);
            for (let k = 0; k < K; k++) {
                const nx = children[s][k];
                if (nx !== undefined) {
                    fail[nx] = delta[fail[s] * K + k];
                    delta[s * K + k] = nx;
                    queue.push(nx);
                }
                else {
                    delta[s * K + k] = delta[fail[s] * K + k];
                }
            }
        }
        // Premultiply targets by K so the hot loop indexes delta[s + class] directly.
        for (let i = 0; i < delta.length; i++)
            delta[i] *= K;
        this.delta = delta;
        this.hasOut = new Uint8Array(nStates * K);
        for (let st = 0; st < nStates; st++)
            if (outs[st].length > 0)
                this.hasOut[st * K] = 1;
        this.outStart = new Int32Array(nStates + 1);
        const flat = [];
        for (let s = 0; s < nStates; s++) {
            this.outStart[s] = flat.length;
            flat.push(...new Set(outs[s]));
        }
        this.outStart[nStates] = flat.length;
        this.outList = Int32Array.from(flat);
        this.stamp = new Uint32Array(this.phrases.length);
    }
    /**
     * Ids of the phrases found in `text`, each once, in order of first match end.
     * The returned array is reused by the next call.
     */
    found = [];
    match(text) {
        const found = this.found;
        found.length = 0;
        this.epoch = (this.epoch + 1) >>> 0;
        if (this.epoch === 0) {
            this.stamp.fill(0);
            this.epoch = 1;
        }
        const epoch = this.epoch;
        const { cls, delta, hasOut, outStart, outList, stamp } = this;
        const K = this.nClasses;
        let s = 0;
        for (let i = 0; i < text.length; i++) {
            s = delta[s + cls[text.charCodeAt(i)]];
            if (hasOut[s] === 0)
                continue;
            const st = s / K;
            const a = outStart[st];
            const b = outStart[st + 1];
            for (let j = a; j < b; j++) {
                const id = outList[j];
                if (stamp[id] !== epoch) {
                    stamp[id] = epoch;
                    found.push(id);
                }
            }
        }
        return found;
    }
}

;// CONCATENATED MODULE: ./src/gates/style-phrases.ts
// Marker phrase families, kept as data. The phrases are the whileai SDK's
// STYLE_MARKERS lists (facts we keep for comparable numbers); the family names
// are the tics themselves. Matching is a case-insensitive substring test after
// typographic quotes are folded to ASCII (see phrase-matcher.ts).
const STYLE_FAMILIES = {
    boilerplate: [
        "certainly!",
        "certainly,",
        "absolutely!",
        "of course!",
        "great question",
        "as an ai",
        "as a language model",
        "i hope this helps",
        "let me know if you have any other questions",
        "let me know if there's anything else",
        "feel free to ask",
        "happy to help",
    ],
    hedging: [
        "it depends",
        "i'm not sure",
        "i am not sure",
        "may or may not",
        "it's worth noting",
        "it is worth noting",
        "it's important to note",
        "it is important to note",
        "keep in mind that",
        "generally speaking",
        "in most cases",
        "i can't say for certain",
    ],
    apology: ["i apologize", "i'm sorry", "i am sorry", "sorry for the", "apologies for"],
    sycophancy: [
        "you're absolutely right",
        "you are absolutely right",
        "you're right",
        "great point",
        "excellent point",
        "excellent question",
        "i completely agree",
        "what a great",
        "that's a great idea",
    ],
    refusal: [
        "i can't help with",
        "i cannot help with",
        "i can't assist",
        "i cannot assist",
        "i'm unable to",
        "i am unable to",
        "i won't be able to",
        "i'm not able to",
        "i am not able to",
        "i can't do that",
        "i cannot do that",
    ],
};
/** Built-in families with the user's: a user family of the same name replaces ours. */
function styleFamilies(overrides) {
    const merged = {};
    for (const [k, v] of Object.entries(STYLE_FAMILIES))
        merged[k] = [...v];
    for (const [k, v] of Object.entries(overrides))
        merged[k] = [...v];
    const builtin = Object.keys(STYLE_FAMILIES);
    const extra = Object.keys(overrides)
        .filter((k) => !builtin.includes(k))
        .sort();
    return [...builtin, ...extra].map((name) => ({ name, phrases: merged[name] }));
}

;// CONCATENATED MODULE: ./src/gates/binomial.ts
// Exact two-sided sign test (McNemar's exact test on the discordant pairs) and
// Holm's step-down adjustment. Kept here because the style gate needs them with
// no dependency on the model-side statistics.
/** ln Γ(x) for x > 0 (Lanczos, g = 7, n = 9; ~15 significant digits). */
function lnGamma(x) {
    const c = [
        0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313,
        -176.61502916214059, 12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6,
        1.5056327351493116e-7,
    ];
    if (x < 0.5)
        return Math.log(Math.PI / Math.sin(Math.PI * x)) - lnGamma(1 - x);
    x -= 1;
    let a = c[0];
    const t = x + 7.5;
    for (let i = 1; i < 9; i++)
        a += c[i] / (x + i);
    return 0.5 * Math.log(2 * Math.PI) + (x + 0.5) * Math.log(t) - t + Math.log(a);
}
/**
 * Two-sided exact p-value for `a` successes out of `a + b` at p = 0.5:
 * 2 * P(X <= min(a, b)), capped at 1.
 */
function signTestP(a, b) {
    const n = a + b;
    if (n === 0)
        return 1;
    const k = Math.min(a, b);
    if (2 * k === n)
        return 1;
    // Sum the lower tail downward from k; each term is the previous times i/(n-i+1).
    const lnTop = lnGamma(n + 1) - lnGamma(k + 1) - lnGamma(n - k + 1) - n * Math.LN2;
    let term = Math.exp(lnTop);
    let sum = term;
    for (let i = k; i > 0; i--) {
        term *= i / (n - i + 1);
        sum += term;
        if (term < sum * 1e-17)
            break;
    }
    return Math.min(1, 2 * sum);
}
/** Holm-adjusted p-values, in the input's order. */
function holm(ps) {
    const m = ps.length;
    const order = ps.map((p, i) => [p, i]).sort((x, y) => x[0] - y[0] || x[1] - y[1]);
    const out = new Array(m);
    let running = 0;
    order.forEach(([p, i], rank) => {
        running = Math.max(running, Math.min(1, (m - rank) * p));
        out[i] = running;
    });
    return out;
}

;// CONCATENATED MODULE: ./src/gates/correlation.ts
// Pearson correlation from running sums, so shards can be added together.
class PearsonSums {
    n = 0;
    sx = 0;
    sy = 0;
    sxx = 0;
    syy = 0;
    sxy = 0;
    add(x, y) {
        this.n++;
        this.sx += x;
        this.sy += y;
        this.sxx += x * x;
        this.syy += y * y;
        this.sxy += x * y;
    }
    merge(o) {
        this.n += o.n;
        this.sx += o.sx;
        this.sy += o.sy;
        this.sxx += o.sxx;
        this.syy += o.syy;
        this.sxy += o.sxy;
    }
    /** Rounded to 3 places like the SDK; null with fewer than 3 points or a constant side. */
    value() {
        const { n, sx, sy, sxx, syy, sxy } = this;
        if (n < 3)
            return null;
        const vx = n * sxx - sx * sx;
        const vy = n * syy - sy * sy;
        if (vx <= 0 || vy <= 0)
            return null;
        const r = (n * sxy - sx * sy) / Math.sqrt(vx * vy);
        return Math.round(Math.max(-1, Math.min(1, r)) * 1000) / 1000;
    }
}

;// CONCATENATED MODULE: ./src/gates/style.ts





/** The SDK flags a marker when the phrase-to-pass correlation reaches this. */
const SDK_CORR_THRESHOLD = 0.3;
/** Phrase table shared by one gate instance: which family each phrase belongs to. */
class FamilyMatcher {
    families;
    phraseFamily;
    phraseText;
    matcher;
    constructor(overrides) {
        const fams = styleFamilies(overrides);
        this.families = fams.map((f) => f.name);
        this.phraseFamily = [];
        this.phraseText = [];
        fams.forEach((f, fi) => {
            for (const p of f.phrases) {
                this.phraseFamily.push(fi);
                this.phraseText.push(p);
            }
        });
        this.matcher = new PhraseMatcher(this.phraseText);
    }
    /** Writes the phrase ids found into `phrases` and returns a per-family flag array. */
    scan(text, flags, phrases) {
        flags.fill(0);
        phrases.length = 0;
        for (const id of this.matcher.match(text)) {
            phrases.push(id);
            flags[this.phraseFamily[id]] = 1;
        }
    }
}
function topPhrases(counts, m, fam) {
    const rows = [];
    counts.forEach((c, id) => {
        if (c > 0 && m.phraseFamily[id] === fam)
            rows.push([m.phraseText[id], c]);
    });
    rows.sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
    return rows.slice(0, 5).map(([phrase, count]) => ({ phrase, count }));
}
function sameTable(a, b) {
    if (a.phraseText.join("\u0000") !== b.phraseText.join("\u0000")) {
        throw new Error("cannot merge style gates built with different phrase lists");
    }
}
class PairStyleGate {
    settings;
    file;
    m;
    nPairs = 0;
    chosenOnly;
    rejectedOnly;
    both;
    phraseRows;
    corr;
    teaching;
    fc;
    fr;
    pc = [];
    pr = [];
    constructor(settings, file) {
        this.settings = settings;
        this.file = file;
        this.m = new FamilyMatcher(settings.stylePhrases);
        const k = this.m.families.length;
        this.chosenOnly = new Float64Array(k);
        this.rejectedOnly = new Float64Array(k);
        this.both = new Float64Array(k);
        this.phraseRows = new Float64Array(this.m.phraseText.length);
        this.corr = this.m.families.map(() => new PearsonSums());
        this.teaching = this.m.families.map(() => new FindingList());
        this.fc = new Uint8Array(k);
        this.fr = new Uint8Array(k);
    }
    add(p) {
        this.nPairs++;
        const { fc, fr, pc, pr, m } = this;
        m.scan(p.chosen, fc, pc);
        m.scan(p.rejected, fr, pr);
        for (const id of pc)
            this.phraseRows[id]++;
        for (const id of pr)
            this.phraseRows[id]++;
        // Row labels: the scores when both are given, else chosen = 1, rejected = 0.
        const scored = p.chosen_score !== undefined && p.rejected_score !== undefined;
        const yc = scored ? p.chosen_score : 1;
        const yr = scored ? p.rejected_score : 0;
        for (let f = 0; f < fc.length; f++) {
            this.corr[f].add(fc[f], yc);
            this.corr[f].add(fr[f], yr);
            if (fc[f] && fr[f])
                this.both[f]++;
            else if (fc[f]) {
                this.chosenOnly[f]++;
                const phrase = pc.find((id) => m.phraseFamily[id] === f);
                this.teaching[f].push({
                    file: this.file,
                    line: p.line,
                    level: "warning",
                    message: `chosen side has ${m.families[f]} ("${m.phraseText[phrase]}"), rejected side does not`,
                    detail: { family: m.families[f], phrase: m.phraseText[phrase] },
                });
            }
            else if (fr[f])
                this.rejectedOnly[f]++;
        }
    }
    merge(o) {
        sameTable(this.m, o.m);
        this.nPairs += o.nPairs;
        for (let f = 0; f < this.chosenOnly.length; f++) {
            this.chosenOnly[f] += o.chosenOnly[f];
            this.rejectedOnly[f] += o.rejectedOnly[f];
            this.both[f] += o.both[f];
            this.corr[f].merge(o.corr[f]);
            this.teaching[f].merge(o.teaching[f]);
        }
        for (let i = 0; i < this.phraseRows.length; i++)
            this.phraseRows[i] += o.phraseRows[i];
    }
    result() {
        const { settings, m, nPairs } = this;
        const raw = m.families.map((_, f) => signTestP(this.chosenOnly[f], this.rejectedOnly[f]));
        const adj = holm(raw);
        const markers = m.families.map((name, f) => {
            const a = this.chosenOnly[f];
            const b = this.rejectedOnly[f];
            const teachShare = nPairs ? a / nPairs : 0;
            const corr = this.corr[f].value();
            const flagged = a > b && adj[f] < settings.styleAlpha && teachShare >= settings.styleMinShare;
            return {
                name,
                chosen_only: a,
                rejected_only: b,
                both: this.both[f],
                teaching_share: Math.round(teachShare * 10000) / 10000,
                p_value: raw[f],
                p_holm: adj[f],
                flagged,
                reward_corr: corr,
                sdk_flagged: corr !== null && corr >= SDK_CORR_THRESHOLD,
                top_phrases: topPhrases(this.phraseRows, m, f),
            };
        });
        const flagged = markers.filter((x) => x.flagged);
        const status = flagged.length ? "warn" : "pass";
        const findings = new FindingList();
        let truncated = false;
        markers.forEach((x, f) => {
            if (!x.flagged)
                return;
            const r = this.teaching[f].result();
            for (const fd of r.findings)
                findings.push(fd);
            truncated ||= r.truncated;
        });
        const kept = findings.result();
        const summary = nPairs === 0
            ? "no pairs to check"
            : flagged.length
                ? `the preference teaches ${flagged.map((x) => `${x.name} (chosen-only in ${x.chosen_only} pairs vs rejected-only in ${x.rejected_only}, Holm p ${fmtP(x.p_holm)})`).join("; ")}`
                : `no marker family is carried by the chosen side significantly more often (alpha ${settings.styleAlpha}, Holm over ${markers.length} families)`;
        return {
            name: "style",
            status,
            summary,
            figures: {
                pairs: nPairs,
                alpha: settings.styleAlpha,
                min_share: settings.styleMinShare,
                test: "exact two-sided sign test on discordant pairs (McNemar), Holm across families",
                corr_threshold: SDK_CORR_THRESHOLD,
                markers,
                teaching_pairs_flagged: flagged.reduce((s, x) => s + x.chosen_only, 0),
            },
            findings: kept.findings,
            findings_truncated: truncated || kept.truncated,
        };
    }
}
function fmtP(p) {
    return p < 0.0001 ? "< 0.0001" : p.toFixed(4);
}
class SftStyleGate {
    m;
    n = 0;
    rows;
    phraseRows;
    f;
    p = [];
    constructor(settings) {
        this.m = new FamilyMatcher(settings.stylePhrases);
        this.rows = new Float64Array(this.m.families.length);
        this.phraseRows = new Float64Array(this.m.phraseText.length);
        this.f = new Uint8Array(this.m.families.length);
    }
    add(r) {
        this.n++;
        this.m.scan(r.completion, this.f, this.p);
        for (const id of this.p)
            this.phraseRows[id]++;
        for (let i = 0; i < this.f.length; i++)
            this.rows[i] += this.f[i];
    }
    merge(o) {
        sameTable(this.m, o.m);
        this.n += o.n;
        for (let i = 0; i < this.rows.length; i++)
            this.rows[i] += o.rows[i];
        for (let i = 0; i < this.phraseRows.length; i++)
            this.phraseRows[i] += o.phraseRows[i];
    }
    result() {
        const markers = this.m.families.map((name, f) => ({
            name,
            rows: this.rows[f],
            share: this.n ? Math.round((this.rows[f] / this.n) * 10000) / 10000 : null,
            top_phrases: topPhrases(this.phraseRows, this.m, f),
        }));
        const seen = markers.filter((x) => x.rows > 0);
        return {
            name: "style",
            status: "pass",
            summary: this.n === 0
                ? "no rows to check"
                : seen.length
                    ? `marker prevalence (descriptive): ${seen.map((x) => `${x.name} ${x.rows}/${this.n}`).join(", ")}`
                    : `no marker phrase in any of ${this.n} completions`,
            figures: { rows: this.n, markers },
            findings: [],
            findings_truncated: false,
        };
    }
}

;// CONCATENATED MODULE: ./src/gates/looks-finished.ts
// Heuristic for "this reply ended on purpose", following the whileai SDK's
// looks_finished rules (terminal punctuation, balanced code fences, a bare
// answer line, or a sign-off) so our truncation counts agree with its reports.
// Typographic closing quotes count like their ASCII forms: real replies end `.”` as often
// as `."`, and the SDK's ASCII-only list would call those cut off.
const CLOSERS = new Set([
    ".",
    "!",
    "?",
    ":",
    ")",
    '"',
    "'",
    "]",
    "}",
    "\u201d",
    "\u2019",
    "\u00bb",
]);
const ANSWER_LINE = /^(#{2,4}\s*)?[-+]?\$?\d[\d,]*(\.\d+)?%?$/;
const SIGN_OFF = /^(--|—|best|all the best|kind regards|best regards|warm regards|regards|thanks|thank you|many thanks|cheers|sincerely|warmly|yours truly|yours sincerely|yours|take care|talk soon)(?![A-Za-z0-9_])/i;
function words(s) {
    const t = s.trim();
    return t === "" ? 0 : t.split(/\s+/).length;
}
function isSignOff(line) {
    const t = line.trim();
    return words(t) <= 6 && SIGN_OFF.test(t);
}
function looksFinished(text) {
    const t = text.trimEnd();
    if (t === "")
        return false;
    if (CLOSERS.has(t[t.length - 1]))
        return true;
    if (t.endsWith("```"))
        return (t.split("```").length - 1) % 2 === 0;
    const lines = t.split("\n").filter((l) => l.trim() !== "");
    const last = lines[lines.length - 1].trim();
    if (ANSWER_LINE.test(last))
        return true;
    if (isSignOff(last))
        return true;
    if (lines.length >= 2 && words(last) <= 5 && /^[A-Z\-—]/.test(last)) {
        const prev = lines[lines.length - 2].trimEnd();
        return prev.endsWith(",") || isSignOff(prev);
    }
    return false;
}
/** Replies at least this long (UTF-16 units, trailing space trimmed) must look finished. */
const LONG_REPLY = 200;
/** The rule looksTruncated applies, in words, as the truncation gates report it. */
const TRUNCATION_RULE = `finish_reason length, or >= ${LONG_REPLY} chars that do not look finished`;
/** A reply counts as cut off when the generator says so, or a long one does not look finished. */
function looksTruncated(text, finishReason) {
    if (finishReason === "length")
        return "finish_reason is length";
    const t = text.trimEnd();
    if (t.length >= LONG_REPLY && !looksFinished(t))
        return "a long reply that stops mid-thought";
    return null;
}

;// CONCATENATED MODULE: ./src/gates/truncation.ts


function tail(s) {
    const t = s.trimEnd();
    const cut = t.length > 60 ? "…" + t.slice(-60) : t;
    return JSON.stringify(cut);
}
class PairTruncationGate {
    file;
    n = 0;
    chosen = 0;
    rejected = 0;
    byLength = 0;
    findings = new FindingList();
    constructor(file) {
        this.file = file;
    }
    /** Returns true when the chosen side is cut off. */
    add(p) {
        this.n++;
        const c = looksTruncated(p.chosen, p.chosen_finish_reason);
        const r = looksTruncated(p.rejected, p.rejected_finish_reason);
        if (c) {
            this.chosen++;
            if (p.chosen_finish_reason === "length")
                this.byLength++;
            this.findings.push({
                file: this.file,
                line: p.line,
                level: "failure",
                message: `chosen reply looks cut off (${c}); it ends ${tail(p.chosen)}`,
                detail: { side: "chosen", reason: c },
            });
        }
        if (r) {
            this.rejected++;
            if (p.rejected_finish_reason === "length")
                this.byLength++;
            this.findings.push({
                file: this.file,
                line: p.line,
                level: "notice",
                message: `rejected reply looks cut off (${r})`,
                detail: { side: "rejected", reason: r },
            });
        }
        return c !== null;
    }
    merge(o) {
        this.n += o.n;
        this.chosen += o.chosen;
        this.rejected += o.rejected;
        this.byLength += o.byLength;
        this.findings.merge(o.findings);
    }
    result() {
        const kept = this.findings.result();
        return {
            name: "truncation",
            status: this.chosen > 0 ? "fail" : "pass",
            summary: this.chosen > 0
                ? `${this.chosen} chosen repl${this.chosen === 1 ? "y looks" : "ies look"} cut off; ${this.rejected} rejected`
                : `no chosen reply looks cut off (${this.rejected} rejected ${this.rejected === 1 ? "does" : "do"})`,
            figures: {
                pairs: this.n,
                chosen_truncated: this.chosen,
                rejected_truncated: this.rejected,
                by_finish_reason: this.byLength,
                rule: TRUNCATION_RULE,
            },
            findings: kept.findings,
            findings_truncated: kept.truncated,
        };
    }
}
class SftTruncationGate {
    file;
    n = 0;
    cut = 0;
    findings = new FindingList();
    constructor(file) {
        this.file = file;
    }
    add(r) {
        this.n++;
        const why = looksTruncated(r.completion, r.finish_reason);
        if (!why)
            return false;
        this.cut++;
        this.findings.push({
            file: this.file,
            line: r.line,
            level: "failure",
            message: `completion looks cut off (${why}); it ends ${tail(r.completion)}`,
            detail: { reason: why },
        });
        return true;
    }
    merge(o) {
        this.n += o.n;
        this.cut += o.cut;
        this.findings.merge(o.findings);
    }
    result() {
        const kept = this.findings.result();
        return {
            name: "truncation",
            status: this.cut > 0 ? "fail" : "pass",
            summary: this.cut > 0
                ? `${this.cut} of ${this.n} completions look cut off`
                : `no completion looks cut off (${this.n} rows)`,
            figures: {
                rows: this.n,
                truncated: this.cut,
                rule: TRUNCATION_RULE,
            },
            findings: kept.findings,
            findings_truncated: kept.truncated,
        };
    }
}

;// CONCATENATED MODULE: ./src/gates/index.ts







// One index per task list and n-gram size, so pair and SFT checks in one run share it.
const built = new WeakMap();
/** Build the held-out index once and share it between shards (cached per task array). */
function buildHeldoutIndex(heldout, settings) {
    let byN = built.get(heldout);
    if (!byN) {
        byN = new Map();
        built.set(heldout, byN);
    }
    let ix = byN.get(settings.ngram);
    if (!ix) {
        ix = new HeldoutIndex(heldout, settings.ngram);
        byN.set(settings.ngram, ix);
    }
    return ix;
}
function overall(gates) {
    if (gates.some((g) => g.status === "fail"))
        return "fail";
    if (gates.some((g) => g.status === "warn"))
        return "warn";
    return "pass";
}
/** One file's gate results, with the worst status as the file's. */
function dataCheck(kind, path, shape, rows, gates) {
    return { kind, path, shape, rows, gates, status: rows === 0 ? "fail" : overall(gates) };
}
function shapeOf(shapes, fallback) {
    return shapes.size ? [...shapes].sort().join("+") : fallback;
}
class PairGatesImpl {
    file;
    length;
    style;
    truncation;
    contamination;
    integrity;
    rows = 0;
    shapes = new Set();
    constructor(settings, index, file) {
        this.file = file;
        this.length = new PairLengthGate(settings);
        this.style = new PairStyleGate(settings, file);
        this.truncation = new PairTruncationGate(file);
        this.contamination = new ContaminationGate(settings, index, file);
        this.integrity = new IntegrityGate(settings, file);
    }
    add(pair) {
        this.rows++;
        this.shapes.add(pair.shape);
        this.length.add(pair);
        this.style.add(pair);
        this.truncation.add(pair);
        const hit = this.contamination.addPair(pair);
        const broken = this.integrity.add(pair);
        return hit === null && !broken;
    }
    merge(other) {
        if (!(other instanceof PairGatesImpl) || other.file !== this.file) {
            throw new Error("pair gates merge only with pair gates over the same file");
        }
        this.rows += other.rows;
        for (const s of other.shapes)
            this.shapes.add(s);
        this.length.merge(other.length);
        this.style.merge(other.style);
        this.truncation.merge(other.truncation);
        this.contamination.merge(other.contamination);
        this.integrity.merge(other.integrity);
    }
    result() {
        return dataCheck("pairs", this.file, shapeOf(this.shapes, "pairs"), this.rows, [
            this.length.result(),
            this.style.result(),
            this.truncation.result(),
            this.contamination.result(),
            this.integrity.result(),
        ]);
    }
}
class SftGatesImpl {
    file;
    length = new SftLengthGate();
    style;
    truncation;
    contamination;
    rows = 0;
    constructor(settings, index, file) {
        this.file = file;
        this.style = new SftStyleGate(settings);
        this.truncation = new SftTruncationGate(file);
        this.contamination = new ContaminationGate(settings, index, file);
    }
    add(row) {
        this.rows++;
        this.length.add(row);
        this.style.add(row);
        this.truncation.add(row);
        return this.contamination.addSft(row) === null;
    }
    merge(other) {
        if (!(other instanceof SftGatesImpl) || other.file !== this.file) {
            throw new Error("SFT gates merge only with SFT gates over the same file");
        }
        this.rows += other.rows;
        this.length.merge(other.length);
        this.style.merge(other.style);
        this.truncation.merge(other.truncation);
        this.contamination.merge(other.contamination);
    }
    result() {
        return dataCheck("sft", this.file, "sft", this.rows, [
            this.length.result(),
            this.style.result(),
            this.truncation.result(),
            this.contamination.result(),
        ]);
    }
}
function asIndex(heldout, settings) {
    return heldout instanceof HeldoutIndex ? heldout : buildHeldoutIndex(heldout, settings);
}
/**
 * Gates for one pairs file. Pass a prebuilt HeldoutIndex when several
 * accumulators (shards) will be merged: they must share it.
 */
function createPairGates(settings, heldout, file) {
    return new PairGatesImpl(settings, asIndex(heldout, settings), file);
}
/** Gates for one SFT file: length and style are descriptive; truncation and contamination can fail. */
function createSftGates(settings, heldout, file) {
    return new SftGatesImpl(settings, asIndex(heldout, settings), file);
}

;// CONCATENATED MODULE: ./src/gates/clean-pairs.ts
// Writes the pairs that passed the contamination and integrity gates as TRL
// conversational preference rows: prompt, chosen and rejected as message lists.
// Streaming: rows are buffered up to 1 MiB and appended with synchronous writes,
// so memory stays flat and the file is byte-identical for the same input.

const FLUSH_BYTES = 1 << 20;
function messages(list, text, role) {
    if (list.length > 0)
        return list;
    return text === "" ? [] : [{ role, content: text }];
}
/** One TRL conversational row; scores and margin are carried along when known. */
function toTrlConversational(p) {
    const row = {
        prompt: messages(p.prompt_messages, p.prompt, "user"),
        chosen: messages(p.chosen_messages, p.chosen, "assistant"),
        rejected: messages(p.rejected_messages, p.rejected, "assistant"),
    };
    if (p.task_id !== undefined)
        row.task_id = p.task_id;
    if (p.chosen_score !== undefined)
        row.chosen_score = p.chosen_score;
    if (p.rejected_score !== undefined)
        row.rejected_score = p.rejected_score;
    if (p.margin !== undefined)
        row.margin = p.margin;
    return row;
}
function createCleanPairsWriter(path) {
    const fd = (0,external_node_fs_.openSync)(path, "w");
    let parts = [];
    let pending = 0;
    let rows = 0;
    let closed = false;
    const flush = () => {
        if (parts.length === 0)
            return;
        (0,external_node_fs_.writeSync)(fd, parts.join(""));
        parts = [];
        pending = 0;
    };
    return {
        write(pair) {
            if (closed)
                throw new Error(`clean pairs file ${path} is already closed`);
            const line = JSON.stringify(toTrlConversational(pair)) + "\n";
            parts.push(line);
            pending += line.length;
            rows++;
            if (pending >= FLUSH_BYTES)
                flush();
        },
        async close() {
            if (!closed) {
                flush();
                (0,external_node_fs_.closeSync)(fd);
                closed = true;
            }
            return rows;
        },
    };
}
/** Async form used by the engine. */
async function openCleanPairsWriter(path) {
    return createCleanPairsWriter(path);
}

// EXTERNAL MODULE: ./node_modules/seedrandom/index.js
var seedrandom = __nccwpck_require__(58);
var seedrandom_default = /*#__PURE__*/__nccwpck_require__.n(seedrandom);
;// CONCATENATED MODULE: ./src/stats/rng.ts
// One seeded stream per use. alea is fast in V8 and reproducible from a string seed; the
// algorithm name and seed are printed in every report so a run can be repeated exactly.

const RNG_NAME = "alea";
function makeRng(seed) {
    return seedrandom_default().alea(String(seed));
}
/** Uniform index in 0..n-1. Hot loops inline the same expression. */
function drawIndex(rng, n) {
    return Math.floor(rng() * n);
}

;// CONCATENATED MODULE: ./src/stats/bootstrap.ts
// Percentile bootstrap over tasks, on typed arrays so 10,000 x 5,000 stays well under
// half a second. Index rule and minimum size follow the SDK's bootstrap_ci.

/** An interval needs at least this many values (the SDK's MIN_CI_TASKS). */
const MIN_CI_VALUES = 3;
/** Refuse work beyond this many draws per bootstrap, so hostile inputs end in bounded time. */
const MAX_DRAWS = 2e9;
class ResampleBudgetError extends Error {
    constructor(n, resamples) {
        super(`${n} tasks x ${resamples} resamples is more than ${MAX_DRAWS.toExponential()} draws; ` +
            `lower "resamples"`);
        this.name = "ResampleBudgetError";
    }
}
/** Sorted-position of the lower and upper percentile bounds among `resamples` sorted means. */
function percentileIndices(resamples, level) {
    const lo = Math.floor(((1 - level) / 2) * resamples);
    const hi = Math.floor(((1 + level) / 2) * resamples) - 1;
    return [Math.min(Math.max(lo, 0), resamples - 1), Math.min(Math.max(hi, lo, 0), resamples - 1)];
}
function mean(values) {
    let s = 0;
    for (let i = 0; i < values.length; i++)
        s += values[i];
    return s / values.length;
}
/** Sample standard deviation (n - 1); null under two values. */
function sampleSd(values) {
    const n = values.length;
    if (n < 2)
        return null;
    const m = mean(values);
    let ss = 0;
    for (let i = 0; i < n; i++)
        ss += (values[i] - m) ** 2;
    return Math.sqrt(ss / (n - 1));
}
function checkBudget(n, resamples) {
    if (!Number.isInteger(resamples) || resamples < 1) {
        throw new RangeError(`resamples must be a positive integer, got ${resamples}`);
    }
    if (n * resamples > MAX_DRAWS)
        throw new ResampleBudgetError(n, resamples);
}
function interval(means, level) {
    means.sort();
    const [lo, hi] = percentileIndices(means.length, level);
    return [means[lo], means[hi]];
}
/** Percentile interval of the mean; null with fewer than 3 values. */
function bootstrapMean(values, opt) {
    const n = values.length;
    if (n < MIN_CI_VALUES)
        return null;
    checkBudget(n, opt.resamples);
    const data = Float64Array.from(values);
    const B = opt.resamples;
    const means = new Float64Array(B);
    const rng = makeRng(opt.seed);
    for (let b = 0; b < B; b++) {
        let s = 0;
        for (let i = 0; i < n; i++)
            s += data[Math.floor(rng() * n)];
        means[b] = s / n;
    }
    return interval(means, opt.level);
}
/**
 * Percentile interval of mean(b) - mean(a) for two independent samples, each resampled
 * on its own (a first, then b, from one stream). Null unless both have 3 values.
 */
function bootstrapMeanDiff(a, b, opt) {
    const na = a.length;
    const nb = b.length;
    if (na < MIN_CI_VALUES || nb < MIN_CI_VALUES)
        return null;
    checkBudget(na + nb, opt.resamples);
    const da = Float64Array.from(a);
    const db = Float64Array.from(b);
    const B = opt.resamples;
    const diffs = new Float64Array(B);
    const rng = makeRng(opt.seed);
    for (let r = 0; r < B; r++) {
        let sa = 0;
        for (let i = 0; i < na; i++)
            sa += da[Math.floor(rng() * na)];
        let sb = 0;
        for (let i = 0; i < nb; i++)
            sb += db[Math.floor(rng() * nb)];
        diffs[r] = sb / nb - sa / na;
    }
    return interval(diffs, opt.level);
}
/**
 * Two-sided sign-flip p-value for paired differences: how often a random sign on each
 * difference gives a mean at least as far from zero as the observed one. Its own stream.
 */
function signFlipP(diffs, delta, opt) {
    const n = diffs.length;
    if (n === 0)
        return null;
    checkBudget(n, opt.resamples);
    const d = Float64Array.from(diffs);
    const B = opt.resamples;
    const bar = Math.abs(delta) - 1e-12;
    const rng = makeRng(opt.seed);
    let hits = 0;
    for (let r = 0; r < B; r++) {
        let s = 0;
        for (let i = 0; i < n; i++) {
            const v = d[i];
            s += rng() < 0.5 ? v : -v;
        }
        if (Math.abs(s / n) >= bar)
            hits++;
    }
    return (hits + 1) / (B + 1);
}
/**
 * Two-sided permutation p-value for mean(b) - mean(a) of independent samples (the
 * unpaired counterpart of the sign flip): labels are shuffled, sizes kept.
 */
function permutationP(a, b, delta, opt) {
    const na = a.length;
    const nb = b.length;
    if (na === 0 || nb === 0)
        return null;
    const n = na + nb;
    checkBudget(n, opt.resamples);
    const pool = new Float64Array(n);
    pool.set(Float64Array.from(a), 0);
    pool.set(Float64Array.from(b), na);
    let total = 0;
    for (let i = 0; i < n; i++)
        total += pool[i];
    const bar = Math.abs(delta) - 1e-12;
    const rng = makeRng(opt.seed);
    let hits = 0;
    for (let r = 0; r < opt.resamples; r++) {
        // Partial Fisher-Yates: the first na slots become the shuffled "a" group.
        let sa = 0;
        for (let i = 0; i < na; i++) {
            const j = i + drawIndex(rng, n - i);
            const t = pool[j];
            pool[j] = pool[i];
            pool[i] = t;
            sa += t;
        }
        const diff = (total - sa) / nb - sa / na;
        if (Math.abs(diff) >= bar)
            hits++;
    }
    return (hits + 1) / (opt.resamples + 1);
}

;// CONCATENATED MODULE: ./src/stats/compare.ts

/** Fewer shared tasks than this and the comparison falls back to unpaired. */
const MIN_PAIRED_TASKS = 5;
function rawVerdict(ci) {
    if (ci === null)
        return "insufficient_data";
    if (ci[0] > 0)
        return "b_better";
    if (ci[1] < 0)
        return "a_better";
    return "no_difference_detected";
}
function gainVerdict(v, lowerIsBetter) {
    if (!lowerIsBetter)
        return v;
    if (v === "b_better")
        return "a_better";
    if (v === "a_better")
        return "b_better";
    return v;
}
const byCodeUnit = (x, y) => (x < y ? -1 : x > y ? 1 : 0);
/** Compare per-task means of one metric. `seed` is this metric's own stream. */
function compareMetric(metric, baseline, candidate, opt) {
    const shared = [...baseline.keys()].filter((t) => candidate.has(t)).sort(byCodeUnit);
    const onlyA = baseline.size - shared.length;
    const onlyB = candidate.size - shared.length;
    const notes = [];
    let paired = false;
    let diffs = null;
    let meanA = null;
    let meanB = null;
    let delta = null;
    let ci = null;
    let p = null;
    if (shared.length >= MIN_PAIRED_TASKS) {
        paired = true;
        diffs = new Float64Array(shared.length);
        const a = new Float64Array(shared.length);
        const b = new Float64Array(shared.length);
        shared.forEach((t, i) => {
            a[i] = baseline.get(t);
            b[i] = candidate.get(t);
            diffs[i] = b[i] - a[i];
        });
        meanA = mean(a);
        meanB = mean(b);
        delta = mean(diffs);
        ci = bootstrapMean(diffs, opt);
        p = signFlipP(diffs, delta, opt);
        if (onlyA + onlyB > 0) {
            const share = shared.length / (shared.length + onlyA + onlyB);
            notes.push(`${share < 0.5 ? "most tasks unpaired: " : ""}${onlyA} baseline-only and ${onlyB} candidate-only task(s) left out of the paired comparison`);
        }
    }
    else {
        const a = [...baseline.values()];
        const b = [...candidate.values()];
        if (a.length > 0)
            meanA = mean(a);
        if (b.length > 0)
            meanB = mean(b);
        if (meanA !== null && meanB !== null) {
            delta = meanB - meanA;
            ci = bootstrapMeanDiff(a, b, opt);
            p = permutationP(a, b, delta, opt);
        }
        notes.push(`only ${shared.length} shared task(s), under ${MIN_PAIRED_TASKS}: compared as two unpaired samples of task means, a weaker test`);
    }
    const raw = rawVerdict(ci);
    return {
        metric,
        lower_is_better: opt.lowerIsBetter,
        paired,
        n_paired: paired ? shared.length : 0,
        n_only_baseline: onlyA,
        n_only_candidate: onlyB,
        baseline_mean: meanA,
        candidate_mean: meanB,
        delta,
        ci,
        p_value: p,
        raw_verdict: raw,
        verdict: gainVerdict(raw, opt.lowerIsBetter),
        diffs,
        ...(notes.length > 0 ? { note: notes.join("; ") } : {}),
    };
}

;// CONCATENATED MODULE: ./src/stats/coverage.ts
/** Lists in the report keep at most this many names; the counts are always exact. */
const MAX_LISTED = 50;
/** Causes name at most this many tasks inline. */
const NAMED = 5;
function named(list, total) {
    // Task ids come from the PR's files: long ones are cut so a message stays a line.
    const shown = list
        .slice(0, NAMED)
        .map((t) => JSON.stringify(t.length > 80 ? `${t.slice(0, 77)}...` : t));
    return shown.join(", ") + (total > shown.length ? `, and ${total - shown.length} more` : "");
}
function tasksOf(rows) {
    const s = new Set();
    for (const r of rows)
        s.add(r.task);
    return s;
}
function checkCoverage(heldout, baseline, candidate, allowPartial) {
    const ids = new Set(heldout.map((t) => t.task_id));
    const bTasks = tasksOf(baseline);
    const cTasks = tasksOf(candidate);
    const notComparable = [];
    const warnings = [];
    if (ids.size === 0)
        notComparable.push("the held-out test has no tasks");
    const missing = (have) => {
        const out = [];
        let n = 0;
        for (const id of ids) {
            if (have.has(id))
                continue;
            n++;
            if (out.length < MAX_LISTED)
                out.push(id);
        }
        return { list: out, n };
    };
    const unknownOf = (have) => {
        const out = [];
        for (const t of have)
            if (!ids.has(t))
                out.push(t);
        return out;
    };
    const bMiss = missing(bTasks);
    const cMiss = missing(cTasks);
    const bUnknown = unknownOf(bTasks);
    const cUnknown = unknownOf(cTasks);
    const unknownAll = [...new Set([...bUnknown, ...cUnknown])];
    for (const [side, list] of [
        ["baseline", bUnknown],
        ["candidate", cUnknown],
    ]) {
        if (list.length > 0) {
            notComparable.push(`${side} results name ${list.length} task(s) that are not in the held-out test: ${named(list, list.length)}`);
        }
    }
    for (const [side, miss] of [
        ["baseline", bMiss],
        ["candidate", cMiss],
    ]) {
        if (miss.n === 0 || ids.size === 0)
            continue;
        const text = `${side} results cover ${ids.size - miss.n} of ${ids.size} held-out tasks (missing ${named(miss.list, miss.n)})`;
        if (allowPartial)
            warnings.push(`${text}; accepted because allow-partial is set`);
        else
            notComparable.push(`${text}; a partial run is not comparable unless allow-partial is set`);
    }
    return {
        coverage: {
            heldout_tasks: ids.size,
            baseline_missing: bMiss.list,
            candidate_missing: cMiss.list,
            unknown_tasks: unknownAll.slice(0, MAX_LISTED),
            baseline_missing_n: bMiss.n,
            candidate_missing_n: cMiss.n,
            unknown_n: unknownAll.length,
        },
        notComparable,
        warnings,
    };
}

;// CONCATENATED MODULE: ./src/stats/passk.ts

const PASS_AT_1 = "pass_at_1";
const MARKER_PREFIX = "marker:";
/** The value a row contributes to a metric, or undefined when it does not carry it. */
function metricValue(row, metric) {
    if (metric === PASS_AT_1)
        return row.reward;
    if (metric.startsWith(MARKER_PREFIX)) {
        const name = metric.slice(MARKER_PREFIX.length);
        return Object.prototype.hasOwnProperty.call(row.markers, name) ? row.markers[name] : undefined;
    }
    throw new RangeError(`unknown metric "${metric}": use pass_at_1 or marker:<name>`);
}
/** Per-task mean of a metric, tasks in first-seen order; rows without the metric skipped. */
function taskMeans(rows, metric) {
    const sums = new Map();
    for (const row of rows) {
        const v = metricValue(row, metric);
        if (v === undefined)
            continue;
        const acc = sums.get(row.task);
        if (acc) {
            acc[0] += v;
            acc[1] += 1;
        }
        else
            sums.set(row.task, [v, 1]);
    }
    const out = new Map();
    for (const [task, [s, n]] of sums)
        out.set(task, s / n);
    return out;
}
/** Rollouts per task (any reward), tasks in first-seen order. */
function rolloutsPerTask(rows) {
    const out = new Map();
    for (const row of rows)
        out.set(row.task, (out.get(row.task) ?? 0) + 1);
    return out;
}
/** Fewest rollouts any task has; null without rows. */
function minRollouts(rows) {
    let min = Infinity;
    for (const n of rolloutsPerTask(rows).values())
        if (n < min)
            min = n;
    return Number.isFinite(min) ? min : null;
}
/** Fewest rollouts any task has within any one run; null without run labels. */
function perRunRollouts(split) {
    let min = Infinity;
    for (const rows of split.byRun.values()) {
        const m = minRollouts(rows);
        if (m !== null && m < min)
            min = m;
    }
    return Number.isFinite(min) ? min : null;
}
/** Probability that k draws without replacement from n (c of them passes) hold at least one pass. */
function passAtKOne(n, c, k) {
    return 1 - chooseRatio(n - c, n, k);
}
/** Probability that k draws without replacement from n (c passes) are all passes. */
function passPowKOne(n, c, k) {
    return chooseRatio(c, n, k);
}
/** C(m, k) / C(n, k) as a running product, exact enough and free of overflow. */
function chooseRatio(m, n, k) {
    if (m < k)
        return 0;
    let r = 1;
    for (let i = 0; i < k; i++)
        r *= (m - i) / (n - i);
    return r;
}
/**
 * pass@1 (mean of task means, with a task-bootstrap interval) and the unbiased pass@k /
 * pass^k over tasks with at least k binary grades. Partial rewards count toward pass@1
 * but not toward pass@k, which needs pass/fail outcomes.
 */
function passAt(rows, opt) {
    const notes = [];
    const perTask = taskMeans(rows, PASS_AT_1);
    const values = [...perTask.values()];
    const pass1 = values.length > 0 ? mean(values) : null;
    const ci = bootstrapMean(values, opt);
    if (values.length > 0 && ci === null) {
        notes.push(`no interval on pass@1: ${values.length} task(s), an interval needs 3`);
    }
    const groups = new Map();
    let partial = 0;
    for (const row of rows) {
        if (row.reward !== 0 && row.reward !== 1) {
            partial++;
            continue;
        }
        const g = groups.get(row.task);
        if (g) {
            g[0] += 1;
            g[1] += row.reward;
        }
        else
            groups.set(row.task, [1, row.reward]);
    }
    if (partial > 0)
        notes.push(`${partial} row(s) with a partial reward left out of pass@k`);
    let k = opt.k ?? null;
    if (k === null) {
        let min = Infinity;
        for (const [n] of groups.values())
            if (n >= 2 && n < min)
                min = n;
        k = Number.isFinite(min) ? min : null;
    }
    let passK = null;
    let powK = null;
    let atK = 0;
    if (k !== null && k >= 1) {
        let sAt = 0;
        let sPow = 0;
        for (const [n, c] of groups.values()) {
            if (n < k)
                continue;
            atK++;
            sAt += passAtKOne(n, c, k);
            sPow += passPowKOne(n, c, k);
        }
        if (atK > 0) {
            passK = sAt / atK;
            powK = sPow / atK;
        }
        else
            notes.push(`no task has ${k} pass/fail grades`);
    }
    else if (rows.length > 0) {
        notes.push("no task has 2 or more pass/fail grades, so pass@k is not defined");
    }
    return {
        n_groups: perTask.size,
        n_rows: rows.length,
        pass_at_1: pass1,
        ci,
        k,
        pass_at_k: passK,
        pass_pow_k: powK,
        n_groups_at_k: atK,
        notes,
    };
}

;// CONCATENATED MODULE: ./src/stats/families.ts


/** Family of each task: the held-out file's word first, else the first row that names one. */
function taskFamilies(heldout, baseline, candidate) {
    const fam = new Map();
    for (const t of heldout)
        if (t.family !== undefined && t.family !== "")
            fam.set(t.task_id, t.family);
    for (const rows of [baseline, candidate]) {
        for (const r of rows) {
            if (r.family !== undefined && r.family !== "" && !fam.has(r.task))
                fam.set(r.task, r.family);
        }
    }
    return fam;
}
/**
 * Per family: each side's mean over its tasks and the paired delta over tasks both sides
 * scored, with an interval. Families are sorted by name, each with its own stream
 * (seed + 2000 + its index), so the table is reproducible.
 */
function familyTable(families, baseline, candidate, metric, opt) {
    if (families.size === 0)
        return [];
    const a = taskMeans(baseline, metric);
    const b = taskMeans(candidate, metric);
    const groups = new Map();
    for (const [task, f] of families) {
        if (!a.has(task) && !b.has(task))
            continue;
        const g = groups.get(f);
        if (g)
            g.push(task);
        else
            groups.set(f, [task]);
    }
    const names = [...groups.keys()].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0));
    return names.map((family, i) => {
        const tasks = groups.get(family)
            .slice()
            .sort((x, y) => (x < y ? -1 : x > y ? 1 : 0));
        const av = tasks.filter((t) => a.has(t)).map((t) => a.get(t));
        const bv = tasks.filter((t) => b.has(t)).map((t) => b.get(t));
        const shared = tasks.filter((t) => a.has(t) && b.has(t));
        const diffs = shared.map((t) => b.get(t) - a.get(t));
        return {
            family,
            tasks: tasks.length,
            baseline: av.length > 0 ? mean(av) : null,
            candidate: bv.length > 0 ? mean(bv) : null,
            delta: diffs.length > 0 ? mean(diffs) : null,
            ci: bootstrapMean(diffs, { ...opt, seed: opt.seed + 2000 + i }),
        };
    });
}

;// CONCATENATED MODULE: ./src/stats/holm.ts
// Holm's step-down correction: with several guarded metrics, one of them clearing zero
// by luck is likely; the adjusted p-values keep the family-wise error at the level.
/** Holm-adjusted p-values, in the input order: monotone in rank and capped at 1. */
function holmAdjust(pValues) {
    const m = pValues.length;
    for (const p of pValues) {
        if (!(p >= 0 && p <= 1))
            throw new RangeError(`p-value must be in [0, 1], got ${p}`);
    }
    // Stable order by p so ties keep their input order.
    const order = pValues.map((p, i) => ({ p, i })).sort((x, y) => x.p - y.p || x.i - y.i);
    const out = new Array(m).fill(1);
    let running = 0;
    order.forEach(({ p, i }, rank) => {
        running = Math.max(running, Math.min(1, (m - rank) * p));
        out[i] = running;
    });
    return out;
}
/** Chance that at least one of n independent metrics clears zero on luck alone. */
function familyError(nMetrics, level) {
    return 1 - level ** nMetrics;
}

;// CONCATENATED MODULE: ./src/stats/normal.ts
// Exact-to-double normal quantile (Wichura's AS 241, the same algorithm Python's
// statistics.NormalDist uses), so power figures match the SDK to the last digit.
function poly(c, x) {
    // c is highest degree first.
    let acc = 0;
    for (const v of c)
        acc = acc * x + v;
    return acc;
}
const CENTRAL_NUM = [
    2509.0809287301227, 33430.57558358813, 67265.7709270087, 45921.95393154987, 13731.69376550946,
    1971.5909503065513, 133.14166789178438, 3.3871328727963665,
];
const CENTRAL_DEN = [
    5226.495278852546, 28729.085735721943, 39307.89580009271, 21213.794301586597, 5394.196021424751,
    687.1870074920579, 42.31333070160091, 1,
];
const NEAR_NUM = [
    0.0007745450142783414, 0.022723844989269184, 0.2417807251774506, 1.2704582524523684,
    3.6478483247632045, 5.769497221460691, 4.630337846156546, 1.4234371107496835,
];
const NEAR_DEN = [
    1.0507500716444169e-9, 0.0005475938084995345, 0.015198666563616457, 0.14810397642748008,
    0.6897673349851, 1.6763848301838038, 2.053191626637759, 1,
];
const TAIL_NUM = [
    2.0103343992922881e-7, 0.000027115555687434876, 0.0012426609473880784, 0.026532189526576124,
    0.29656057182850487, 1.7848265399172913, 5.463784911164114, 6.657904643501103,
];
const TAIL_DEN = [
    2.0442631033899397e-15, 1.421511758316446e-7, 0.000018463183175100548, 0.0007868691311456133,
    0.014875361290850615, 0.1369298809227358, 0.599832206555888, 1,
];
/** Standard normal quantile: x with P(Z <= x) = p, for 0 < p < 1. */
function normalInv(p) {
    if (!(p > 0 && p < 1))
        throw new RangeError(`normal quantile needs 0 < p < 1, got ${p}`);
    const q = p - 0.5;
    if (Math.abs(q) <= 0.425) {
        const r = 0.180625 - q * q;
        return (q * poly(CENTRAL_NUM, r)) / poly(CENTRAL_DEN, r);
    }
    let r = q <= 0 ? p : 1 - p;
    r = Math.sqrt(-Math.log(r));
    let x;
    if (r <= 5) {
        r -= 1.6;
        x = poly(NEAR_NUM, r) / poly(NEAR_DEN, r);
    }
    else {
        r -= 5;
        x = poly(TAIL_NUM, r) / poly(TAIL_DEN, r);
    }
    return q < 0 ? -x : x;
}

;// CONCATENATED MODULE: ./src/stats/power.ts
// How many held-out tasks a paired test needs to prove an effect (the SDK's
// holdout_size), and the smallest effect the current number of tasks can prove.


const clamp01 = (x) => Math.min(1, Math.max(0, x));
/** sd of a paired per-task difference under binomial grading: sqrt((p(1-p)+q(1-q))/k). */
function modelSd(base, effect, k) {
    const p = clamp01(base);
    const q = clamp01(p + effect);
    return Math.sqrt((p * (1 - p) + q * (1 - q)) / k);
}
/**
 * sd when the gain is carried by a share s = gain/(1-p) of tasks (the rest unchanged):
 * binomial noise within tasks plus the spread between moved and unmoved tasks.
 */
function concentratedSd(base, gain, k) {
    const p = clamp01(base);
    if (p >= 1 || gain <= 0)
        return null;
    const s = Math.min(1, gain / (1 - p));
    const within = ((1 - s) * 2 * p * (1 - p) + s * p * (1 - p)) / k;
    const between = (gain * gain * (1 - s)) / s;
    return Math.sqrt(within + between);
}
function zSum(power, alpha) {
    if (!(power > 0 && power < 1))
        throw new RangeError(`power must be in (0, 1), got ${power}`);
    if (!(alpha > 0 && alpha < 1))
        throw new RangeError(`alpha must be in (0, 1), got ${alpha}`);
    const zA = normalInv(1 - alpha / 2);
    return [zA, zA + normalInv(power)];
}
function tasksFor(z, sd, effect) {
    if (sd <= 0)
        return 2;
    return Math.max(2, Math.ceil(((z * sd) / effect) ** 2));
}
/**
 * Tasks needed for a two-sided paired test to prove `effect` with the given power.
 * sd source, best first: measured paired differences (`diffs`, >= 3 and not constant),
 * a given task sd, else the binomial model at `base` with k rollouts per task.
 */
function holdoutSize(effect, opt = {}) {
    if (!(effect > 0 && effect < 1))
        throw new RangeError(`effect must be in (0, 1), got ${effect}`);
    const base = opt.base ?? 0.6;
    const k = opt.k ?? 4;
    if (!(k >= 1))
        throw new RangeError(`k must be at least 1, got ${k}`);
    const [zA, z] = zSum(opt.power ?? 0.8, opt.alpha ?? 0.05);
    let sd;
    let source;
    const measured = opt.diffs && opt.diffs.length >= 3 ? sampleSd(opt.diffs) : null;
    if (measured !== null && measured > 0) {
        sd = measured;
        source = "rows";
    }
    else if (opt.taskStd !== undefined) {
        if (!(opt.taskStd > 0))
            throw new RangeError(`task sd must be positive, got ${opt.taskStd}`);
        sd = opt.taskStd;
        source = "given";
    }
    else {
        sd = modelSd(base, effect, k);
        source = "model";
    }
    const n = tasksFor(z, sd, effect);
    const conc = source === "model" ? concentratedSd(base, effect, k) : null;
    return {
        n_tasks: n,
        effect,
        base,
        k,
        sd,
        sd_source: source,
        n_tasks_concentrated: conc === null ? null : tasksFor(z, conc, effect),
        half_width: (zA * sd) / Math.sqrt(n),
    };
}
/**
 * Smallest effect n tasks prove with the given power under the binomial model: a fixed
 * point of effect = z * sd(base, effect, k) / sqrt(n), 12 steps from 0 (as the SDK).
 */
function detectableEffect(n, base = 0.6, k = 4, power = 0.8, alpha = 0.05) {
    if (!(n >= 2))
        return null;
    const [, z] = zSum(power, alpha);
    let e = 0;
    for (let i = 0; i < 12; i++)
        e = (z * modelSd(base, e, k)) / Math.sqrt(n);
    return Math.round(Math.min(1, e) * 1e4) / 1e4;
}

;// CONCATENATED MODULE: ./src/stats/sizing.ts



/** Run pairs: labels both sides use (baseline order), else by position. */
function runPairs(a, b) {
    const shared = a.labels.filter((l) => b.byRun.has(l));
    if (shared.length > 0)
        return shared.map((l) => [l, l]);
    const n = Math.min(a.labels.length, b.labels.length);
    return a.labels.slice(0, n).map((l, i) => [l, b.labels[i]]);
}
/**
 * sd of per-task differences within one run of each side, pooled over run pairs (root
 * mean variance); null without run labels on both sides or with under 3 shared tasks.
 */
function perRunDiffSd(a, b, metric) {
    let sumVar = 0;
    let count = 0;
    for (const [la, lb] of runPairs(a, b)) {
        const ma = taskMeans(a.byRun.get(la) ?? [], metric);
        const mb = taskMeans(b.byRun.get(lb) ?? [], metric);
        const diffs = [];
        for (const [t, v] of ma) {
            const w = mb.get(t);
            if (w !== undefined)
                diffs.push(w - v);
        }
        const sd = diffs.length >= 3 ? sampleSd(diffs) : null;
        if (sd !== null) {
            sumVar += sd * sd;
            count++;
        }
    }
    return count > 0 ? Math.sqrt(sumVar / count) : null;
}
function sizeTarget(s) {
    const out = {
        n_tasks: null,
        effect: s.effect,
        sd: null,
        sd_source: null,
        detectable_effect: null,
    };
    if (s.base === null || !(s.base >= 0 && s.base <= 1))
        return out;
    const alpha = 1 - s.level;
    out.detectable_effect = detectableEffect(s.nTasks, s.base, s.k, 0.8, alpha);
    if (s.effect === null || !(s.effect > 0 && s.effect < 1))
        return out;
    const hs = s.rowsSd !== null && s.rowsSd > 0
        ? holdoutSize(s.effect, { base: s.base, k: s.k, alpha, taskStd: s.rowsSd })
        : holdoutSize(s.effect, {
            base: s.base,
            k: s.k,
            alpha,
            ...(s.pooledDiffs ? { diffs: s.pooledDiffs } : {}),
        });
    out.n_tasks = hs.n_tasks;
    out.sd = hs.sd;
    out.sd_source = hs.sd_source === "model" ? "model" : "rows";
    return out;
}

;// CONCATENATED MODULE: ./src/stats/sentence.ts
// The one-line verdict a reader sees first. It carries the facts of the SDK's verdict
// string (who beats whom by how much, interval vs zero, noise floor, regressions, gaps)
// in our own words.
/** Short decimal: at most `digits` places, no trailing zeros, no "-0". */
function sentence_short(x, digits) {
    const s = Number(x.toFixed(digits)).toString();
    return s === "-0" ? "0" : s;
}
const signed = (x, d) => (x > 0 ? "+" : "") + sentence_short(x, d);
function verdictSentence(f) {
    const who = `${f.target}: ${f.candidateName}`;
    const vs = f.baselineName;
    let head;
    let win = false;
    if (!f.measured) {
        head = `${f.target}: not measured on both sides, so there is nothing to compare`;
    }
    else if (f.delta === null || f.ci === null) {
        const d = f.delta === null ? "" : ` (${signed(f.delta * f.scale, 1)} ${f.unit})`;
        head = `${who} vs ${vs}${d}: too few tasks for an interval, so no result`;
    }
    else {
        const d = f.delta * f.scale;
        const excludesZero = f.ci[0] > 0 || f.ci[1] < 0;
        const band = f.band === null ? null : f.band * f.scale;
        if (!excludesZero) {
            head = `${who} and ${vs} are level (${signed(d, 1)} ${f.unit}, the interval includes zero)`;
        }
        else if (band !== null && Math.abs(d) < band) {
            head =
                `${who} ${signed(d, 1)} ${f.unit} vs ${vs}: the interval excludes zero but the change ` +
                    `is inside the re-run noise band of ${sentence_short(band, 2)}, so it is not a result`;
        }
        else {
            const better = f.lowerIsBetter ? d < 0 : d > 0;
            win = better;
            const floor = band === null
                ? "interval excludes zero, no noise floor measured"
                : `interval excludes zero and clears the noise floor of ${sentence_short(band, 2)}`;
            head = `${who} ${better ? "beats" : "trails"} ${vs} by ${sentence_short(Math.abs(d), 1)} ${f.unit} (${floor})`;
            if (better && f.replicated) {
                head += `; moved, replicated over ${f.runsBaseline} + ${f.runsCandidate} runs`;
            }
        }
    }
    if (f.regressions.length > 0) {
        head += `; ${f.regressions.length} guarded metric(s) regressed (${f.regressions.join(", ")})`;
    }
    if (f.notComparable > 0)
        head += `; not comparable (${f.notComparable} cause(s))`;
    const rests = [];
    if (f.gradedBy === "program")
        rests.push("graded by a program");
    else if (f.judgeAgreement !== null) {
        rests.push(`judge agreement ${sentence_short(f.judgeAgreement, 3)}` +
            (f.judgeHumanN !== null ? ` on ${f.judgeHumanN}` : ""));
    }
    rests.push(`n=${f.nTasks}`);
    let line = `${head}; ${rests.join(", ")}`;
    if (win && f.gaps.length > 0)
        line = `unproven: ${line} (${f.gaps.join("; ")})`;
    return line;
}

;// CONCATENATED MODULE: ./src/stats/tdist.ts
// Two-sided Student t quantiles for the noise band. At 95% the SDK's three-decimal
// table (df 1..30) and its series above 30 are used so bands match it exactly; other
// levels bisect the t CDF (integer df only: run counts are integers).

/** The SDK's fixed normal quantile at 95% (1.96 exactly, not 1.959964). */
const Z_95 = 1.96;
const T95 = [
    12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179, 2.16, 2.145,
    2.131, 2.12, 2.11, 2.101, 2.093, 2.086, 2.08, 2.074, 2.069, 2.064, 2.06, 2.056, 2.052, 2.048,
    2.045, 2.042,
];
const is95 = (level) => Math.abs(level - 0.95) < 1e-12;
/** ln Γ(m/2) for a positive integer m, summed exactly from Γ(1) = 1 and Γ(1/2) = √π. */
function lnGammaHalf(m) {
    let acc = m % 2 === 0 ? 0 : 0.5 * Math.log(Math.PI);
    for (let x = m % 2 === 0 ? 1 : 0.5; x < m / 2 - 1e-9; x += 1)
        acc += Math.log(x);
    return acc;
}
/** Continued fraction for the regularized incomplete beta (modified Lentz). */
function betaFraction(a, b, x) {
    const tiny = 1e-300;
    let c = 1;
    let d = 1 - ((a + b) * x) / (a + 1);
    if (Math.abs(d) < tiny)
        d = tiny;
    d = 1 / d;
    let h = d;
    for (let m = 1; m <= 500; m++) {
        const even = (m * (b - m) * x) / ((a + 2 * m - 1) * (a + 2 * m));
        d = 1 + even * d;
        if (Math.abs(d) < tiny)
            d = tiny;
        c = 1 + even / c;
        if (Math.abs(c) < tiny)
            c = tiny;
        d = 1 / d;
        h *= d * c;
        const odd = (-(a + m) * (a + b + m) * x) / ((a + 2 * m) * (a + 2 * m + 1));
        d = 1 + odd * d;
        if (Math.abs(d) < tiny)
            d = tiny;
        c = 1 + odd / c;
        if (Math.abs(c) < tiny)
            c = tiny;
        d = 1 / d;
        const step = d * c;
        h *= step;
        if (Math.abs(step - 1) < 1e-15)
            break;
    }
    return h;
}
/** I_x(df/2, 1/2), the regularized incomplete beta the t CDF needs. */
function incBetaT(df, x) {
    if (x <= 0)
        return 0;
    if (x >= 1)
        return 1;
    const a = df / 2;
    const b = 0.5;
    const lnB = lnGammaHalf(df) + lnGammaHalf(1) - lnGammaHalf(df + 1);
    const front = Math.exp(a * Math.log(x) + b * Math.log(1 - x) - lnB);
    if (x < (a + 1) / (a + b + 2))
        return (front * betaFraction(a, b, x)) / a;
    return 1 - (front * betaFraction(b, a, 1 - x)) / b;
}
/** P(T <= t) for Student t with integer df >= 1. */
function tCdf(t, df) {
    if (!Number.isInteger(df) || df < 1)
        throw new RangeError(`t CDF needs an integer df >= 1`);
    const tail = 0.5 * incBetaT(df, df / (df + t * t));
    return t >= 0 ? 1 - tail : tail;
}
/** Two-sided quantile: q with P(|T| <= q) = level, by bisection on the CDF. */
function tQuantileBisect(df, level) {
    const want = (1 + level) / 2;
    let lo = 0;
    let hi = 1;
    while (tCdf(hi, df) < want)
        hi *= 2;
    for (let i = 0; i < 200 && hi - lo > 1e-13 * hi; i++) {
        const mid = (lo + hi) / 2;
        if (tCdf(mid, df) < want)
            lo = mid;
        else
            hi = mid;
    }
    return (lo + hi) / 2;
}
/**
 * The multiplier of the noise band: the two-sided t quantile at df, or the normal one
 * when df is null. Matches the SDK at 95%; computed for other levels.
 */
function tQuantile(df, level = 0.95) {
    if (!(level > 0 && level < 1))
        throw new RangeError(`confidence level must be in (0, 1)`);
    if (df === null)
        return is95(level) ? Z_95 : normalInv((1 + level) / 2);
    if (!Number.isInteger(df) || df < 1)
        throw new RangeError(`df must be an integer >= 1`);
    if (is95(level)) {
        if (df <= 30)
            return T95[df - 1];
        const z = Z_95;
        return z + (z ** 3 + z) / (4 * df) + (5 * z ** 5 + 16 * z ** 3 + 3 * z) / (96 * df * df);
    }
    return tQuantileBisect(df, level);
}

;// CONCATENATED MODULE: ./src/stats/variance.ts



function splitRuns(rows) {
    const byRun = new Map();
    let unlabelled = 0;
    for (const row of rows) {
        if (row.run === undefined) {
            unlabelled++;
            continue;
        }
        const list = byRun.get(row.run);
        if (list)
            list.push(row);
        else
            byRun.set(row.run, [row]);
    }
    return { labels: [...byRun.keys()], byRun, unlabelled: byRun.size > 0 ? unlabelled : 0 };
}
/** Points of run-to-run sd: under 0.35 very stable, under 0.7 stable, else high variance. */
function stabilityOf(points) {
    if (points < 0.35)
        return "very_stable";
    if (points < 0.7)
        return "stable";
    return "high_variance";
}
function evalVariance(rows, metric = "pass_at_1") {
    const split = splitRuns(rows);
    return varianceOfRuns(split, metric);
}
function varianceOfRuns(split, metric) {
    const notes = [];
    // No prototype: a run labelled "__proto__" is a key like any other, not a setter.
    const means = Object.create(null);
    const runMeans = [];
    let common = null;
    let sameTasks = true;
    for (const label of split.labels) {
        const tm = taskMeans(split.byRun.get(label) ?? [], metric);
        if (tm.size === 0)
            continue;
        const m = mean([...tm.values()]);
        means[label] = m;
        runMeans.push(m);
        const tasks = new Set(tm.keys());
        if (common === null)
            common = tasks;
        else {
            if (common.size !== tasks.size)
                sameTasks = false;
            const next = new Set();
            for (const t of common)
                if (tasks.has(t))
                    next.add(t);
            if (next.size !== tasks.size)
                sameTasks = false;
            common = next;
        }
    }
    if (split.unlabelled > 0) {
        notes.push(`${split.unlabelled} row(s) carry no run label and are left out of the run statistics`);
    }
    if (runMeans.length > 0 && runMeans.length < 3) {
        notes.push(`${runMeans.length} run(s): two runs show a difference, not a spread; 3 or more re-runs give a usable standard deviation`);
    }
    if (!sameTasks)
        notes.push("runs cover different tasks, so their means are not strictly comparable");
    const std = sampleSd(runMeans);
    const points = std === null ? null : std * 100;
    return {
        metric,
        n_runs: runMeans.length,
        means,
        mean: runMeans.length > 0 ? mean(runMeans) : null,
        run_std: std,
        points,
        stability: points === null ? null : stabilityOf(points),
        tasks_in_every_run: common?.size ?? 0,
        notes,
    };
}
/** Pooled run sd of two sides, each weighted by its degrees of freedom. */
function pooledSd(sA, nA, sB, nB) {
    const df = nA - 1 + (nB - 1);
    if (df <= 0)
        throw new RangeError("pooled sd needs at least two runs in total beyond one a side");
    return Math.sqrt((sA * sA * (nA - 1) + sB * sB * (nB - 1)) / df);
}
/** q * run_std * sqrt(1/n_a + 1/n_b): the smallest delta that re-run noise does not explain. */
function noiseBand(runStd, nA, nB, df, level = 0.95) {
    return tQuantile(df, level) * runStd * Math.sqrt(1 / nA + 1 / nB);
}
/**
 * run_std per metric (the SDK's run_std_by_metric): pass_at_1 and every marker that
 * every run carries; null for a metric with fewer than two runs.
 */
function runStdByMetric(rows) {
    const split = splitRuns(rows);
    const out = {};
    out["pass_at_1"] = varianceOfRuns(split, "pass_at_1").run_std;
    let common = null;
    for (const label of split.labels) {
        const names = new Set();
        for (const r of split.byRun.get(label) ?? [])
            for (const k of Object.keys(r.markers))
                names.add(k);
        const prev = common ?? [...names];
        common = prev.filter((n) => names.has(n));
    }
    for (const name of [...(common ?? [])].sort()) {
        out[`marker:${name}`] = varianceOfRuns(split, `marker:${name}`).run_std;
    }
    return out;
}

;// CONCATENATED MODULE: ./src/stats/side.ts


/** The model_version every row shares, else the fallback. */
function sideName(rows, fallback) {
    let name;
    for (const r of rows) {
        if (r.model_version === undefined || r.model_version === "")
            return fallback;
        if (name === undefined)
            name = r.model_version;
        else if (name !== r.model_version)
            return fallback;
    }
    return name ?? fallback;
}
/**
 * With re-runs, pass@k speaks of k tries within one run (the rollouts a task gets per
 * run), not of every run pooled: "pass@4" is what a reader asked for when sampling 4.
 */
function rolloutsPerRun(split) {
    if (split.labels.length < 2)
        return undefined;
    const k = perRunRollouts(split);
    return k !== null && k >= 2 ? k : undefined;
}
function summarizeSide(path, name, rows, split, opt) {
    const tasks = new Set();
    for (const r of rows)
        tasks.add(r.task);
    const v = varianceOfRuns(split, PASS_AT_1);
    const pa = passAt(rows, { ...opt, k: rolloutsPerRun(split) });
    return {
        path,
        name,
        rows: rows.length,
        tasks: tasks.size,
        runs: split.labels,
        run_means: v.means,
        run_std: v.run_std,
        stability: v.stability,
        pass_at_1: pa.pass_at_1,
        pass_at_1_ci: pa.ci,
        k: pa.k,
        pass_at_k: pa.pass_at_k,
        pass_pow_k: pa.pass_pow_k,
    };
}

;// CONCATENATED MODULE: ./src/stats/noise-floor.ts


/** Runs a side counts: distinct labels, or one when rows exist but carry none. */
function runCount(split, rows) {
    return split.labels.length > 0 ? split.labels.length : rows.length > 0 ? 1 : 0;
}
function noiseFloor(baseline, candidate, metrics, level) {
    const sa = splitRuns(baseline);
    const sb = splitRuns(candidate);
    const nA = runCount(sa, baseline);
    const nB = runCount(sb, candidate);
    const perMetric = new Map();
    const replicated = sa.labels.length >= 2 && sb.labels.length >= 2;
    const df = replicated ? nA - 1 + (nB - 1) : null;
    const q = df === null ? null : tQuantile(df, level);
    let any = false;
    for (const m of metrics) {
        let floor = { run_std: null, band: null };
        if (replicated && df !== null) {
            const va = varianceOfRuns(sa, m);
            const vb = varianceOfRuns(sb, m);
            // A metric missing from some run has no floor of its own rather than a biased one.
            if (va.run_std !== null && vb.run_std !== null && va.n_runs === nA && vb.n_runs === nB) {
                const sd = pooledSd(va.run_std, nA, vb.run_std, nB);
                floor = { run_std: sd, band: noiseBand(sd, nA, nB, df, level) };
                any = true;
            }
        }
        perMetric.set(m, floor);
    }
    return {
        source: any ? "eval_run" : "none",
        runsBaseline: nA,
        runsCandidate: nB,
        df: any ? df : null,
        quantile: any ? q : null,
        rule: any && q !== null ? `t(df=${df})=${q.toFixed(2)} x run_std x sqrt(1/${nA} + 1/${nB})` : null,
        perMetric,
        splitBaseline: sa,
        splitCandidate: sb,
    };
}

;// CONCATENATED MODULE: ./src/stats/model-check.ts










/** Presence markers where a higher value is worse, plus truncation (the SDK's default set). */
const DEFAULT_LOWER_IS_BETTER = [
    "boilerplate",
    "self_reference",
    "hedging",
    "refusal",
    "sycophancy",
    "truncated",
];
/** Fewer held-out tasks than this is an evidence gap beside any win. */
const MIN_TASKS_FOR_PROOF = 50;
const MIN_JUDGE_AGREEMENT = 0.8;
const CEILING_PASS_RATE = 0.9;
/** Each metric costs two bootstraps; past this many markers the run would not end in reasonable time. */
const MAX_MARKERS = 256;
class ModelInputError extends Error {
    input;
    constructor(message, 
    /** The input (or inputs) whose rows caused it. */
    input) {
        super(message);
        this.input = input;
        this.name = "ModelInputError";
    }
}
/** "pass_at_1" stays; a bare marker name gets its "marker:" prefix. */
function metricName(name) {
    const n = name.trim();
    return n === PASS_AT_1 || n.startsWith(MARKER_PREFIX) ? n : MARKER_PREFIX + n;
}
function validate(rows, path, input) {
    for (const r of rows) {
        if (!(Number.isFinite(r.reward) && r.reward >= 0 && r.reward <= 1)) {
            throw new ModelInputError(`${path}:${r.line}: field "reward" must be a number in [0, 1], got ${r.reward}`, input);
        }
        for (const [k, v] of Object.entries(r.markers)) {
            if (!Number.isFinite(v)) {
                throw new ModelInputError(`${path}:${r.line}: field "markers.${k}" must be a finite number`, input);
            }
        }
    }
}
function markerNames(rows) {
    const s = new Set();
    for (const r of rows)
        for (const k of Object.keys(r.markers))
            s.add(k);
    return s;
}
/** A guard whose value never changes on either side cannot fail, so it guards nothing. */
function isConstant(a, b) {
    let first;
    for (const m of [a, b]) {
        for (const v of m.values()) {
            if (first === undefined)
                first = v;
            else if (v !== first)
                return false;
        }
    }
    return true;
}
const inUnit = (m) => [...m.values()].every((v) => v >= 0 && v <= 1);
const fmt3 = (x) => (x >= 0 ? "+" : "") + x.toFixed(3);
const ciText = (c, level) => c.delta === null
    ? "no delta"
    : `${fmt3(c.delta)}` +
        (c.ci
            ? ` (${Math.round(level * 100)}% ${fmt3(c.ci[0])}..${fmt3(c.ci[1])})`
            : " (no interval)");
function targetWord(measured, gain, withinNoise, replicated) {
    if (!measured)
        return "target_not_measured";
    let word = gain === "b_better"
        ? "moved"
        : gain === "a_better"
            ? "moved_the_wrong_way"
            : gain === "no_difference_detected"
                ? "no_change_detected"
                : "insufficient_data";
    if (withinNoise && (word === "moved" || word === "moved_the_wrong_way"))
        word = "within_eval_noise";
    if (word === "moved" && !replicated)
        word = "moved_unreplicated";
    return word;
}
function checkModel(input, settings) {
    const { baseline, candidate } = input;
    validate(baseline, input.baselinePath, "baseline");
    validate(candidate, input.candidatePath, "candidate");
    const level = settings.confidence;
    const resample = { resamples: settings.resamples, seed: settings.seed, level };
    const warnings = [];
    const cov = checkCoverage(input.heldout, baseline, candidate, settings.allowPartial);
    const notComparable = [...cov.notComparable];
    warnings.push(...cov.warnings);
    // Metrics: pass@1, then every marker both sides carry, sorted (each gets seed + index).
    const mA = markerNames(baseline);
    const mB = markerNames(candidate);
    const common = [...mA].filter((m) => mB.has(m)).sort();
    if (common.length > MAX_MARKERS) {
        throw new ModelInputError(`${input.baselinePath} and ${input.candidatePath} share ${common.length} marker names; at most ${MAX_MARKERS} can be compared`, "baseline, candidate");
    }
    const metrics = [PASS_AT_1, ...common.map((m) => MARKER_PREFIX + m)];
    const measured = new Set(metrics);
    const lower = new Set([...DEFAULT_LOWER_IS_BETTER, ...settings.lowerIsBetter].map(metricName));
    for (const n of settings.lowerIsBetter.map(metricName)) {
        if (!measured.has(n))
            warnings.push(`lower-is-better names ${n}, which is not measured on both sides`);
    }
    const guarded = [...new Set(settings.mustNotRegress.map(metricName))];
    for (const g of guarded) {
        if (!measured.has(g)) {
            notComparable.push(`must-not-regress names ${g}, which is not measured on both sides, so the guard cannot be checked`);
        }
    }
    const target = metricName(settings.target);
    const targetMeasured = measured.has(target);
    const floor = noiseFloor(baseline, candidate, metrics, level);
    const means = new Map();
    const comps = metrics.map((m, i) => {
        const a = taskMeans(baseline, m);
        const b = taskMeans(candidate, m);
        means.set(m, [a, b]);
        return compareMetric(m, a, b, {
            ...resample,
            seed: settings.seed + i,
            lowerIsBetter: lower.has(m),
        });
    });
    const rows = comps.map((c) => {
        const f = floor.perMetric.get(c.metric) ?? { run_std: null, band: null };
        const within = f.band !== null && c.delta !== null && Math.abs(c.delta) < f.band;
        // The tag says what counts: up/down only for a change that is outside the noise band.
        const tag = c.verdict === "insufficient_data"
            ? "n/a"
            : within || c.verdict === "no_difference_detected"
                ? "flat"
                : c.verdict === "b_better"
                    ? "up"
                    : "down";
        const notes = [c.note];
        if (floor.source !== "none" && f.band === null)
            notes.push("no_replicate_floor: this metric is missing from some run");
        const note = notes.filter((x) => x !== undefined).join("; ");
        return {
            metric: c.metric,
            lower_is_better: c.lower_is_better,
            guarded: guarded.includes(c.metric),
            paired: c.paired,
            n_paired: c.n_paired,
            n_only_baseline: c.n_only_baseline,
            n_only_candidate: c.n_only_candidate,
            baseline_mean: c.baseline_mean,
            candidate_mean: c.candidate_mean,
            delta: c.delta,
            ci: c.ci,
            p_value: c.p_value,
            p_holm: null,
            run_std: f.run_std,
            noise_band: f.band,
            within_noise: within,
            verdict: c.verdict,
            tag,
            ...(note !== "" ? { note } : {}),
        };
    });
    const byName = new Map(rows.map((r) => [r.metric, r]));
    const compOf = new Map(comps.map((c) => [c.metric, c]));
    const headline = targetMeasured ? target : PASS_AT_1;
    const headRow = byName.get(headline);
    const replicated = headRow.noise_band !== null;
    const tRow = targetMeasured ? byName.get(target) : null;
    const verdict = targetWord(targetMeasured, tRow?.verdict ?? "insufficient_data", tRow?.within_noise ?? false, replicated);
    const loud = (r) => !r.within_noise;
    const regressions = rows
        .filter((r) => r.guarded && loud(r) && r.verdict === "a_better")
        .map((r) => r.metric);
    const slipped = rows
        .filter((r) => !r.guarded && loud(r) && r.verdict === "a_better")
        .map((r) => r.metric);
    const improved = rows.filter((r) => loud(r) && r.verdict === "b_better").map((r) => r.metric);
    // Holm over the guarded metrics and the target: the family whose errors decide the gate.
    const family = rows.filter((r) => (r.guarded || r.metric === target) && r.p_value !== null);
    if (family.length > 0) {
        const adj = holmAdjust(family.map((r) => r.p_value));
        family.forEach((r, i) => (r.p_holm = adj[i]));
    }
    const famErr = rows.length >= 2 ? familyError(rows.length, level) : null;
    const pctName = `${Math.round(level * 100)}%`;
    for (const m of regressions) {
        warnings.push(`REGRESSION ${m}: ${ciText(compOf.get(m), level)}, guarded by must-not-regress`);
    }
    for (const m of slipped) {
        warnings.push(`${m} got worse: ${ciText(compOf.get(m), level)} (not guarded)`);
    }
    // Runs and noise.
    const nA = floor.runsBaseline;
    const nB = floor.runsCandidate;
    if (nA <= 1 || nB <= 1) {
        const which = nA <= 1 && nB <= 1 ? "each side" : nA <= 1 ? "the baseline side" : "the candidate side";
        warnings.push(`only one eval run on ${which}, so re-run noise is unknown and a win can be at best moved_unreplicated; ` +
            `grade each side three times (lineage.eval_run 0, 1, 2) to measure it`);
    }
    else if (nA < 3 || nB < 3) {
        warnings.push(`two runs on a side show a difference, not a spread; three or more make the noise band worth reading`);
    }
    for (const [side, split] of [
        ["baseline", floor.splitBaseline],
        ["candidate", floor.splitCandidate],
    ]) {
        if (split.unlabelled > 0) {
            warnings.push(`${split.unlabelled} ${side} row(s) carry no run label while others do: they count in the comparison but not in the run statistics`);
        }
    }
    const noFloor = rows
        .filter((r) => floor.source !== "none" && r.noise_band === null)
        .map((r) => r.metric);
    if (noFloor.length > 0)
        warnings.push(`no re-run floor for ${noFloor.join(", ")}: missing from some run`);
    for (const g of guarded) {
        const mm = means.get(g);
        if (mm && isConstant(mm[0], mm[1])) {
            warnings.push(`guarded metric ${g} has the same value on every task of both sides, so it cannot fail; check that it is really recorded`);
        }
    }
    if (famErr !== null &&
        rows.length >= 4 &&
        regressions.length + slipped.length + improved.length > 0) {
        warnings.push(`${rows.length} metrics compared at ${pctName}: up to ${Math.round(famErr * 100)}% chance that one of them clears zero by luck alone (independent metrics); read the Holm-adjusted p-values`);
    }
    // Ceiling: little room above the baseline leaves nothing to prove.
    const [tA] = means.get(PASS_AT_1);
    const bRate = tA.size > 0 ? mean([...tA.values()]) : null;
    const paired = headRow.n_paired;
    if (bRate !== null && bRate >= CEILING_PASS_RATE) {
        warnings.push(`CEILING: the baseline already passes ${Math.round(bRate * 100)}% on average; harder tasks would show a difference`);
    }
    else if (paired > 0) {
        const room = [...tA.values()].filter((v) => v < 1).length;
        if (room < 20 && room < paired / 2) {
            warnings.push(`CEILING: only ${room} of ${paired} tasks leave the baseline any room to improve`);
        }
    }
    const kA = minRollouts(baseline);
    const kB = minRollouts(candidate);
    if (kA !== null && kB !== null && kA !== kB) {
        warnings.push(`the sides have different rollouts per task (baseline at least ${kA}, candidate at least ${kB}); pass@k is not on the same footing`);
    }
    // Sizing for the target's observed effect, and what the current n can detect.
    const tComp = targetMeasured ? compOf.get(target) : null;
    const effect = tComp?.delta !== null && tComp?.delta !== undefined ? Math.abs(tComp.delta) : null;
    const tMeans = targetMeasured
        ? means.get(target)
        : null;
    const baseRate = tMeans && tMeans[0].size > 0 ? mean([...tMeans[0].values()]) : null;
    const nTasks = tComp
        ? tComp.paired
            ? tComp.n_paired
            : Math.min(tMeans?.[0].size ?? 0, tMeans?.[1].size ?? 0)
        : 0;
    // Sized per run (see sizing.ts for the measured reason).
    const sizing = sizeTarget({
        effect,
        base: baseRate,
        k: perRunRollouts(floor.splitBaseline) ?? kA ?? 1,
        nTasks,
        rowsSd: targetMeasured ? perRunDiffSd(floor.splitBaseline, floor.splitCandidate, target) : null,
        pooledDiffs: tComp?.diffs ?? null,
        level,
    });
    if ((verdict === "no_change_detected" || verdict === "within_eval_noise") &&
        sizing.n_tasks !== null &&
        effect !== null) {
        warnings.push(`proving a change of ${effect.toFixed(3)} would take about ${sizing.n_tasks} paired tasks at 80% power (there are ${nTasks})`);
    }
    const pairedNote = headRow.note;
    if (headRow.paired === false && headRow.delta !== null && pairedNote)
        warnings.push(pairedNote);
    // Evidence gaps, shown beside a win.
    const gaps = [];
    if (nTasks < MIN_TASKS_FOR_PROOF)
        gaps.push(`n=${nTasks} tasks, under ${MIN_TASKS_FOR_PROOF}`);
    if (settings.gradedBy === "judge") {
        if (settings.judgeAgreement === null)
            gaps.push("judge agreement with people not measured");
        else if (settings.judgeAgreement < MIN_JUDGE_AGREEMENT) {
            gaps.push(`judge agreement ${settings.judgeAgreement} under ${MIN_JUDGE_AGREEMENT}`);
        }
    }
    if (settings.rewardIsJudge)
        gaps.push("the training reward is the same judge that grades the test");
    const hits = input.contaminationHits ?? null;
    if (hits !== null && hits > 0)
        gaps.push(`contamination: ${hits} training row(s) overlap the held-out test`);
    const ok = regressions.length === 0 && verdict !== "moved_the_wrong_way" && notComparable.length === 0;
    const fams = familyTable(taskFamilies(input.heldout, baseline, candidate), baseline, candidate, PASS_AT_1, resample);
    const bName0 = sideName(baseline, "baseline");
    const cName0 = sideName(candidate, "candidate");
    const [bName, cName] = bName0 === cName0 ? ["baseline", "candidate"] : [bName0, cName0];
    const scale = tMeans && inUnit(tMeans[0]) && inUnit(tMeans[1]) ? 100 : 1;
    const sentence = verdictSentence({
        target,
        measured: targetMeasured,
        baselineName: bName,
        candidateName: cName,
        delta: tRow?.delta ?? null,
        ci: tRow?.ci ?? null,
        band: tRow?.noise_band ?? null,
        lowerIsBetter: tRow?.lower_is_better ?? false,
        scale,
        unit: scale === 100 ? "points" : "units",
        replicated,
        runsBaseline: nA,
        runsCandidate: nB,
        regressions,
        gaps,
        gradedBy: settings.gradedBy,
        judgeAgreement: settings.judgeAgreement,
        judgeHumanN: settings.judgeHumanN,
        nTasks,
        notComparable: notComparable.length,
    });
    return {
        target,
        confidence: level,
        target_verdict: verdict,
        replicated,
        ok,
        not_comparable: notComparable,
        metrics: rows,
        regressions,
        slipped,
        improved,
        noise: {
            source: floor.source,
            runs_baseline: nA,
            runs_candidate: nB,
            df: floor.df,
            quantile: floor.quantile,
            rule: floor.rule,
        },
        baseline: summarizeSide(input.baselinePath, bName, baseline, floor.splitBaseline, resample),
        candidate: summarizeSide(input.candidatePath, cName, candidate, floor.splitCandidate, resample),
        coverage: cov.coverage,
        sizing,
        families: fams,
        gaps,
        sentence,
        warnings,
        family_error: famErr,
    };
}

;// CONCATENATED MODULE: ./src/verdict.ts
const fmt = (x) => (x >= 0 ? "+" : "") + x.toFixed(3);
function modelLine(m, level) {
    const t = m.metrics.find((x) => x.metric === m.target);
    if (!t || t.delta === null)
        return `${m.target}: ${m.target_verdict}`;
    const ci = t.ci ? `, ${Math.round(100 * level)}% CI ${fmt(t.ci[0])}..${fmt(t.ci[1])}` : "";
    return `${m.target} ${m.target_verdict} ${fmt(t.delta)}${ci}`;
}
function decide(input, opts) {
    const reasons = [];
    const { model, data, problems, heldout } = input;
    const total = Math.max(input.problemTotal ?? 0, problems.length);
    const problemCount = `${total} input problem${total === 1 ? "" : "s"}`;
    if (problems.length > 0) {
        const files = [...new Set(problems.map((p) => p.file))];
        reasons.push(`${problemCount} in ${files.join(", ")}; the inputs must be valid before anything is judged`);
    }
    if (heldout && heldout.changed && !heldout.change_allowed) {
        reasons.push("the held-out test changed in this PR, so the comparison is not comparable");
    }
    if (model) {
        if (model.not_comparable.length > 0) {
            reasons.push(`not comparable: ${model.not_comparable.join("; ")}`);
        }
        if (model.target_verdict !== "moved") {
            reasons.push(`${model.target} is ${model.target_verdict}, and the gate needs moved`);
        }
        if (model.regressions.length > 0) {
            reasons.push(`regressed: ${model.regressions.join(", ")}`);
        }
    }
    for (const d of data) {
        const failed = d.gates.filter((g) => g.status === "fail").map((g) => g.name);
        if (failed.length > 0)
            reasons.push(`${d.kind} ${d.path}: ${failed.join(", ")} failed`);
        // Gates over zero rows are vacuously clean; an empty data set proves nothing.
        else if (d.rows === 0)
            reasons.push(`${d.kind} ${d.path}: no valid rows to check`);
    }
    const gaps = model ? model.gaps : [];
    if (opts.requireProof && gaps.length > 0 && model && model.target_verdict === "moved") {
        reasons.push(`require-proof is set and the win has evidence gaps: ${gaps.join("; ")}`);
    }
    const pass = reasons.length === 0;
    const parts = [];
    if (model)
        parts.push(modelLine(model, opts.confidence) +
            (model.regressions.length === 0 ? ", no regressions" : ""));
    for (const d of data) {
        const bad = d.gates.filter((g) => g.status !== "pass");
        parts.push(`${d.kind}: ` +
            (bad.length === 0 ? "all gates pass" : bad.map((g) => `${g.name} ${g.status}`).join(", ")));
    }
    if (problems.length > 0)
        parts.push(problemCount);
    let headline = `${pass ? "PASS" : "FAIL"}: ${parts.join("; ") || "nothing was checked"}`;
    if (heldout && heldout.changed) {
        headline = `${heldout.change_allowed ? "held-out test CHANGED in this PR (allowed)" : "held-out test CHANGED in this PR"} | ${headline}`;
    }
    return { pass, conclusion: pass ? "success" : "failure", headline, reasons, gaps };
}
/** The decision of a run that an error stopped: it fails, and says which input stopped it. */
function stoppedDecision(stop) {
    const why = `the run stopped on input "${stop.input}": ${stop.reason}`;
    return {
        pass: false,
        conclusion: "failure",
        headline: `FAIL: ${why}`,
        reasons: [`${why}; nothing was judged`],
        gaps: [],
    };
}

;// CONCATENATED MODULE: ./src/report.ts
const SCHEMA_VERSION = 1;

;// CONCATENATED MODULE: ./src/version.ts
// Kept equal to package.json's version by a test; written into every report.
const VERSION = "0.1.0";

;// CONCATENATED MODULE: ./src/engine.ts
// The one data path shared by the action and the CLI:
// read -> canonical rows -> gates and statistics -> Decision -> Report.
// Each file is read once; renderers only format what this returns.













/** An error that stopped the run, tied to the input that caused it. */
class RunStopped extends Error {
    stop;
    constructor(stop) {
        super(`input "${stop.input}": ${stop.reason}`);
        this.stop = stop;
        this.name = "RunStopped";
    }
}
/** Runs one stage; whatever stops it is reported against `input` (and its file, if any). */
async function stage(input, path, f) {
    try {
        return await f();
    }
    catch (e) {
        if (e instanceof RunStopped)
            throw e;
        const reason = e instanceof Error ? e.message : String(e);
        // The statistics name their own cause: a setting, or the rows of one side.
        if (e instanceof ResampleBudgetError)
            throw new RunStopped({ input: "resamples", path, reason });
        if (e instanceof ModelInputError)
            throw new RunStopped({ input: e.input, path, reason });
        throw new RunStopped({ input, path, reason });
    }
}
function digestOf(s) {
    return (0,external_node_crypto_namespaceObject.createHash)("sha256").update(s.data).digest("hex");
}
async function buildReport(cfg, sources = {}) {
    const opts = {
        maxLineBytes: cfg.limits.maxLineBytes,
        maxFileBytes: cfg.limits.maxFileBytes,
        maxRows: cfg.limits.maxRows,
    };
    const inputs = [];
    const notes = [];
    // 1. The frozen test, and whether this PR changed it.
    const heldoutSrc = sources.heldout ?? cfg.heldout;
    const held = await stage("heldout", sourceName(heldoutSrc), () => readHeldout(heldoutSrc, opts));
    inputs.push(held.summary);
    const tasks = held.tasks;
    let changed = null;
    let heldoutNote;
    if (sources.heldoutAtBase === null) {
        changed = true;
        heldoutNote = "the held-out file does not exist at the PR's base commit, so this PR adds it";
    }
    else if (sources.heldoutAtBase !== undefined) {
        const base = digestOf(sources.heldoutAtBase);
        changed = base !== held.summary.sha256;
        heldoutNote = changed
            ? `the held-out file differs from the base commit (base sha256 ${base})`
            : "the held-out file is identical to the base commit";
    }
    if (cfg.heldoutSha256) {
        const pinned = cfg.heldoutSha256 === held.summary.sha256;
        changed = (changed ?? false) || !pinned;
        heldoutNote = pinned
            ? `the held-out file matches the pinned sha256`
            : `the held-out file's sha256 ${held.summary.sha256} is not the pinned ${cfg.heldoutSha256}`;
    }
    // 2. Pair and SFT data, streamed through the gates.
    const data = [];
    let contaminationHits = null;
    if (cfg.pairs) {
        const src = sources.pairs ?? cfg.pairs;
        const gates = createPairGates(cfg.gates, tasks, sourceName(src));
        const cleanPath = cfg.cleanPairs;
        const writer = cleanPath
            ? await stage("clean-pairs", cleanPath, () => openCleanPairsWriter(cleanPath))
            : null;
        let summary;
        try {
            summary = await stage("pairs", sourceName(src), () => streamPairs(src, opts, (batch) => {
                for (const p of batch) {
                    const clean = gates.add(p);
                    if (clean && writer)
                        writer.write(p);
                }
            }));
        }
        catch (e) {
            await writer?.close(); // release the handle; the error says the run did not finish
            throw e;
        }
        inputs.push(summary);
        const dc = gates.result();
        dc.shape = summary.shape;
        if (writer) {
            dc.clean_rows = await writer.close();
            dc.clean_path = cfg.cleanPairs;
        }
        data.push(dc);
        contaminationHits = (contaminationHits ?? 0) + contaminationCount(dc);
    }
    if (cfg.sft) {
        const src = sources.sft ?? cfg.sft;
        const gates = createSftGates(cfg.gates, tasks, sourceName(src));
        const summary = await stage("sft", sourceName(src), () => streamSft(src, opts, (batch) => {
            for (const r of batch)
                gates.add(r);
        }));
        inputs.push(summary);
        const dc = gates.result();
        dc.shape = summary.shape;
        data.push(dc);
        contaminationHits = (contaminationHits ?? 0) + contaminationCount(dc);
    }
    // 3. Baseline and candidate results on the frozen test.
    let model = null;
    if (cfg.baseline && cfg.candidate) {
        let baseSrc = sources.baseline ?? cfg.baseline;
        if (sources.baselineAtBase) {
            baseSrc = sources.baselineAtBase;
            const headDigest = sources.baselineHeadSha256;
            notes.push(headDigest !== undefined && headDigest !== digestOf(sources.baselineAtBase)
                ? "this PR edits the baseline results; the gate compared against the base commit's version"
                : "baseline results read at the PR's base commit");
        }
        else if (sources.baselineAtBase === null) {
            notes.push("the baseline file does not exist at the base commit; it was read from the PR head");
        }
        const evalOpts = { ...opts, fields: cfg.fields };
        const base = await stage("baseline", sourceName(baseSrc), () => readEvalRows(baseSrc, "baseline", evalOpts));
        const candSrc = sources.candidate ?? cfg.candidate;
        const cand = await stage("candidate", sourceName(candSrc), () => readEvalRows(candSrc, "candidate", evalOpts));
        inputs.push(base.summary, cand.summary);
        model = await stage("candidate", null, () => checkModel({
            heldout: tasks,
            baseline: base.rows,
            candidate: cand.rows,
            baselinePath: base.summary.path,
            candidatePath: cand.summary.path,
            contaminationHits,
        }, {
            target: cfg.target,
            mustNotRegress: cfg.mustNotRegress,
            lowerIsBetter: cfg.lowerIsBetter,
            resamples: cfg.resamples,
            seed: cfg.seed,
            confidence: cfg.confidence,
            allowPartial: cfg.allowPartial,
            gradedBy: cfg.gradedBy,
            judgeAgreement: cfg.judgeAgreement,
            judgeHumanN: cfg.judgeHumanN,
            rewardIsJudge: cfg.rewardIsJudge,
        }));
    }
    const problems = inputs.flatMap((s) => s.problems);
    const heldout = {
        path: held.summary.path,
        sha256: held.summary.sha256,
        tasks: tasks.length,
        changed,
        change_allowed: cfg.allowHeldoutChange,
        ...(heldoutNote ? { note: heldoutNote } : {}),
    };
    const decision = decide({
        model,
        data,
        problems,
        heldout,
        problemTotal: (0,io_problems/* problemTotal */.sS)(inputs),
    }, { requireProof: cfg.requireProof, confidence: cfg.confidence });
    return {
        schema_version: SCHEMA_VERSION,
        tool: { name: "heldout-gate", version: VERSION },
        settings: settingsOf(cfg),
        heldout,
        inputs,
        problems,
        notes,
        model,
        data,
        decision,
    };
}
function settingsOf(cfg) {
    return {
        seed: cfg.seed,
        rng: cfg.rng,
        resamples: cfg.resamples,
        confidence: cfg.confidence,
        target: cfg.target,
        must_not_regress: cfg.mustNotRegress,
        require_proof: cfg.requireProof,
        allow_heldout_change: cfg.allowHeldoutChange,
        allow_partial: cfg.allowPartial,
    };
}
/**
 * The report of a run an error stopped: nothing judged, a failing decision, and the cause
 * as a problem on the file (or the input) that caused it, so every view can show it.
 */
function stoppedReport(cfg, stop) {
    return {
        schema_version: SCHEMA_VERSION,
        tool: { name: "heldout-gate", version: VERSION },
        settings: settingsOf(cfg),
        heldout: null,
        inputs: [],
        // A file is named where it failed; a setting (resamples) has no file, and its cause
        // is in the decision and in `stopped`.
        problems: stop.path === null ? [] : [{ file: stop.path, line: 0, field: "", reason: stop.reason }],
        notes: [],
        model: null,
        data: [],
        decision: stoppedDecision(stop),
        stopped: stop,
    };
}
function contaminationCount(dc) {
    const g = dc.gates.find((x) => x.name === "contamination");
    const n = g?.figures["n_contaminated"];
    return typeof n === "number" ? n : 0;
}
/** Serialize with a fixed layout so the same report is the same bytes. */
function reportJson(report) {
    return JSON.stringify(report, null, 2) + "\n";
}
async function writeReportFiles(report, outDir, extra = {}) {
    await (0,promises_namespaceObject.mkdir)(outDir, { recursive: true });
    const json = (0,external_node_path_.join)(outDir, "report.json");
    await (0,promises_namespaceObject.writeFile)(json, reportJson(report));
    for (const [name, text] of Object.entries(extra))
        await (0,promises_namespaceObject.writeFile)((0,external_node_path_.join)(outDir, name), text);
    return { json };
}


/***/ }),

/***/ 455:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Le: () => (/* binding */ withoutNulls),
/* harmony export */   Y0: () => (/* binding */ DEFAULT_EVAL_PATHS),
/* harmony export */   Yn: () => (/* binding */ getPath),
/* harmony export */   s1: () => (/* binding */ labelString),
/* harmony export */   u4: () => (/* binding */ isRecord)
/* harmony export */ });
// Dotted-path access for the `fields` mapping, so a team's own row layout
// (e.g. reward=verifier_result.passed) is read without a conversion script. The
// values found there go through the same zod field schemas as the defaults
// (schemas.ts), which is where true/false rewards become 1/0.
/** The value at a dotted path, or undefined when any step is missing or not an object. */
function getPath(obj, path) {
    if (!path.includes("."))
        return isRecord(obj) ? obj[path] : undefined;
    let cur = obj;
    for (const key of path.split(".")) {
        if (Array.isArray(cur) && /^\d+$/.test(key))
            cur = cur[Number(key)];
        else if (isRecord(cur))
            cur = cur[key];
        else
            return undefined;
        if (cur === undefined)
            return undefined;
    }
    return cur;
}
function isRecord(v) {
    return typeof v === "object" && v !== null && !Array.isArray(v);
}
/** Where each canonical eval field is read from when the mapping does not name it. */
const DEFAULT_EVAL_PATHS = {
    reward: "reward",
    run: "lineage.eval_run",
    family: "family",
    markers: "markers",
    source: "lineage.source",
    model: "model_version",
    finish_reason: "finish_reason",
    final_text: "final_text",
};
/** Ids and run labels may be written as numbers; they are compared as strings. */
function labelString(v) {
    if (typeof v === "string")
        return v;
    if (typeof v === "number" && Number.isFinite(v))
        return String(v);
    return undefined;
}
/**
 * Top-level null means "no value": dataframe and dataset exports write a null for every
 * column a row does not use, and such a row should read as if the key were absent.
 */
function withoutNulls(v) {
    let out = null;
    for (const k of Object.keys(v)) {
        if (v[k] === null) {
            out ??= { ...v };
            delete out[k];
        }
    }
    return out ?? v;
}


/***/ }),

/***/ 974:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Ux: () => (/* binding */ formatProblemGroup),
/* harmony export */   bp: () => (/* binding */ describeValue),
/* harmony export */   pl: () => (/* binding */ allProblemGroups),
/* harmony export */   sS: () => (/* binding */ problemTotal),
/* harmony export */   tH: () => (/* binding */ ProblemCollector),
/* harmony export */   xL: () => (/* binding */ groupWhere)
/* harmony export */ });
/* unused harmony exports DEFAULT_PROBLEM_LIMIT, GROUP_LIMIT, GROUP_LINES, problemGroups, formatProblem */
const DEFAULT_PROBLEM_LIMIT = 1000;
/** Distinct (field, reason) groups kept per file; later new reasons share one group. */
const GROUP_LIMIT = 200;
/** Line numbers a group keeps as examples. */
const GROUP_LINES = 3;
class ProblemCollector {
    file;
    limit;
    kept = [];
    dropped = 0;
    groups = new Map();
    other = null;
    constructor(file, limit = DEFAULT_PROBLEM_LIMIT) {
        this.file = file;
        this.limit = limit;
    }
    add(line, field, reason) {
        if (this.kept.length < this.limit)
            this.kept.push({ file: this.file, line, field, reason });
        else
            this.dropped++;
        this.group(line, field, reason);
    }
    group(line, field, reason) {
        const key = `${field}\u0000${reason}`;
        let g = this.groups.get(key);
        if (!g) {
            if (this.groups.size < GROUP_LIMIT) {
                g = { file: this.file, field, reason, count: 0, lines: [] };
                this.groups.set(key, g);
            }
            else {
                g = this.other ??= {
                    file: this.file,
                    field: "",
                    reason: `problems of ${GROUP_LIMIT}+ other kinds (report.json lists the first ${this.limit} problems)`,
                    count: 0,
                    lines: [],
                };
            }
        }
        g.count++;
        // Batches may report out of line order: keep the smallest lines seen.
        if (g.lines.length < GROUP_LINES || line < g.lines[GROUP_LINES - 1]) {
            g.lines.push(line);
            g.lines.sort((a, b) => a - b);
            if (g.lines.length > GROUP_LINES)
                g.lines.pop();
        }
    }
    /** Every problem grouped by field and reason, in order of each group's first line. */
    groupList() {
        const out = [...this.groups.values()].sort((a, b) => a.lines[0] - b.lines[0]);
        if (this.other)
            out.push(this.other);
        return out.map((g) => ({ ...g, lines: [...g.lines] }));
    }
    /** Every problem seen, kept or not. */
    get count() {
        return this.kept.length + this.dropped;
    }
    /** The kept problems, plus one closing problem that counts those not kept. */
    list() {
        // Found in batch order (a batch's JSON errors come before its rows' field errors);
        // read in line order. The sort is stable, so one line's problems keep their order.
        const sorted = [...this.kept].sort((a, b) => a.line - b.line);
        if (this.dropped === 0)
            return sorted;
        return [
            ...sorted,
            {
                file: this.file,
                line: 0,
                field: "",
                reason: `${this.dropped} more problem(s) in this file not listed (only the first ${this.limit} are kept)`,
            },
        ];
    }
}
/**
 * A file's problem groups. A report from an older artifact may have none: then each
 * kept problem stands as its own group of one.
 */
function problemGroups(f) {
    if (f.problem_groups)
        return f.problem_groups;
    return f.problems.map((p) => ({ ...p, count: 1, lines: [p.line] }));
}
/** The problem groups of every input file, file by file. */
function allProblemGroups(files) {
    return files.flatMap(problemGroups);
}
/** Every problem found across files, including those past each file's cap. */
function problemTotal(files) {
    return files.reduce((n, f) => n + f.problem_count, 0);
}
/**
 * One group in plain text: a single problem as `file:line: field: reason`; a repeated
 * one as `file: field: reason (N rows; lines a, b, c, …)`.
 */
function formatProblemGroup(g) {
    if (g.count === 1 && g.lines.length === 1) {
        return formatProblem({ file: g.file, line: g.lines[0], field: g.field, reason: g.reason });
    }
    const field = g.field === "" ? "" : `${g.field}: `;
    return `${g.file}: ${field}${g.reason} (${groupWhere(g)})`;
}
/** "412 rows; lines 3, 4, 7, …" (plain text; each view escapes it). */
function groupWhere(g, num = String) {
    const more = g.count > g.lines.length ? ", …" : "";
    const lines = g.lines.filter((l) => l > 0);
    const at = lines.length
        ? `; line${lines.length > 1 || more ? "s" : ""} ${lines.join(", ")}${more}`
        : "";
    return `${num(g.count)} ${g.count === 1 ? "row" : "rows"}${at}`;
}
/** `file:line: field: reason`, or `file:line: reason` when the whole line or file is at fault. */
function formatProblem(p) {
    return p.field === ""
        ? `${p.file}:${p.line}: ${p.reason}`
        : `${p.file}:${p.line}: ${p.field}: ${p.reason}`;
}
/** A short description of a JSON value's type, for "expected X, got Y" reasons. */
function describeValue(v) {
    if (v === null)
        return "null";
    if (Array.isArray(v))
        return "a list";
    if (typeof v === "string") {
        const s = v.length > 40 ? `${v.slice(0, 40)}...` : v;
        return `the string ${JSON.stringify(s)}`;
    }
    if (typeof v === "number" || typeof v === "boolean")
        return String(v);
    if (typeof v === "object")
        return "an object";
    return typeof v;
}


/***/ }),

/***/ 756:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  Br: () => (/* binding */ renderSummary)
});

// UNUSED EXPORTS: renderCheckOutput, renderComment

// EXTERNAL MODULE: ./src/config.ts
var config = __nccwpck_require__(973);
;// CONCATENATED MODULE: ./src/render/escape.ts
// Escaping of untrusted PR data (task ids, metric names, paths, finding messages) for
// GitHub markdown. Everything that came from a file goes through one of these helpers
// before it reaches a comment, a check run or a job summary. The goal is that data is
// shown as text and can never act as markup: no HTML, no mentions, no links or images,
// no breaking out of a table cell, a code span, a code block or our hidden marker.
/** U+200B: invisible, and enough to stop GitHub's autolinkers and mention filter. */
const ZWSP_ENTITY = "&#8203;";
const ZWSP = "\u200b";
const ELLIPSIS = "…";
// C0/C1 controls and DEL (\p{Cc}), format characters such as bidi overrides, zero-width
// joiners and tag characters (\p{Cf}), and lone surrogates (\p{Cs}): none belong in a
// report and several can disguise what a reader sees.
const CONTROL = /[\p{Cc}\p{Cf}\p{Cs}]/gu;
const CONTROL_KEEP_NEWLINE = /[^\n\t\P{Cc}]|[\p{Cf}\p{Cs}]/gu;
/** Cut `s` to at most `max` UTF-16 units, ending in an ellipsis when anything was cut. */
function capLength(s, max) {
    if (max < 1)
        return "";
    if (s.length <= max)
        return s;
    return cutTo(s, max - 1) + ELLIPSIS;
}
/** The first `n` UTF-16 units of `s`, never leaving half of a surrogate pair behind. */
function cutTo(s, n) {
    const cut = s.slice(0, n);
    const last = cut.charCodeAt(cut.length - 1);
    return last >= 0xd800 && last <= 0xdbff ? cut.slice(0, -1) : cut;
}
/**
 * Remove control characters and cap the length. A giant input is sliced before the
 * regex runs, so time and memory stay bounded whatever the input size.
 */
function clean(s, max, keepNewlines = false) {
    const window = max * 4 + 64;
    const over = s.length > window;
    let t = over ? s.slice(0, window) : s;
    t = t.replace(/\r\n?|[\u2028\u2029]/g, "\n");
    if (!keepNewlines)
        t = t.replace(/[\n\t]+/g, " ");
    t = t.replace(keepNewlines ? CONTROL_KEEP_NEWLINE : CONTROL, "");
    if (!over)
        return capLength(t, max);
    // The input went on past the window: always mark the cut, even if what we kept is short.
    return cutTo(t, max - 1) + ELLIPSIS;
}
// One pass over the text: each token maps to a safe spelling. A single regex replace
// means the entities we insert are never escaped a second time.
const INLINE_TOKENS = /:\/\/|www\.|[\\`*_[\]~|$<>&@#]/gi;
/**
 * The tokens markdown and raw HTML share: HTML specials, mentions, issue references and
 * autolinks. Null for anything else.
 */
function sharedToken(tok) {
    switch (tok) {
        case "<":
            return "&lt;";
        case ">":
            return "&gt;";
        case "&":
            return "&amp;";
        case "@":
            // Breaks @-mentions and e-mail autolinks.
            return "@" + ZWSP_ENTITY;
        case "#":
            // Breaks issue references (#123) and, at the start of a line, headings.
            return "#" + ZWSP_ENTITY;
        case "://":
            return ":" + ZWSP_ENTITY + "//";
    }
    // `www.` in any case: breaks the autolinker, keeps the reader's spelling.
    return /^www\.$/i.test(tok) ? tok.slice(0, 3) + ZWSP_ENTITY + "." : null;
}
function inlineToken(tok) {
    // Markdown punctuation: a backslash makes it literal (emphasis, code, links,
    // strikethrough, table pipes, math).
    return sharedToken(tok) ?? "\\" + tok;
}
/**
 * Untrusted text for a paragraph or list item: one line, markup shown as text.
 * Also safe at the start of a line (no heading, list, quote or code-block start).
 */
function escapeInline(s, max = 500) {
    let t = clean(String(s), max).trim();
    t = t.replace(INLINE_TOKENS, inlineToken);
    // Block starts that survive the token pass: list bullets, setext underlines, ordered lists.
    t = t.replace(/^([-+=])/, "\\$1").replace(/^(\d+)([.)])/, "$1\\$2");
    return t;
}
/** Untrusted text for one GFM table cell (pipes and newlines cannot end the cell). */
function escapeCell(s, max = 120) {
    const t = escapeInline(s, max);
    return t === "" ? " " : t;
}
/**
 * Untrusted text as an inline code span. The fence is longer than any backtick run in
 * the text, so the span cannot be closed early. In a table cell pipes need `\|`.
 */
function codeSpan(s, opts = {}) {
    let t = clean(String(s), opts.max ?? 200);
    // A backslash right before a pipe would pair with our escaping backslash and let the
    // pipe split the cell; a zero-width space between them keeps the two apart.
    if (opts.table)
        t = t.replace(/\\(?=\|)/g, "\\" + ZWSP).replace(/\|/g, "\\|");
    if (t === "")
        return "` `";
    let longest = 0;
    for (const m of t.matchAll(/`+/g))
        longest = Math.max(longest, m[0].length);
    const fence = "`".repeat(longest + 1);
    const pad = /^[` ]|[` ]$/.test(t) ? " " : "";
    return fence + pad + t + pad + fence;
}
/**
 * Untrusted text for the inside of a fenced code block: controls removed, line count
 * and length capped, and no run of three backticks or tildes left that could close a
 * fence (a zero-width space is put inside such runs).
 */
function codeBlockContent(s, opts = {}) {
    const max = opts.max ?? 4000;
    const maxLines = opts.maxLines ?? 80;
    let t = clean(String(s), max, true);
    const lines = t.split("\n");
    if (lines.length > maxLines)
        t = lines.slice(0, maxLines).join("\n") + "\n" + ELLIPSIS;
    return t.replace(/([`~]{2})(?=[`~])/g, "$1" + ZWSP);
}
/** A whole fenced code block around untrusted text; `lang` is reduced to [a-z0-9-]. */
function codeBlock(s, lang = "text", opts = {}) {
    const body = codeBlockContent(s, opts);
    const info = lang
        .toLowerCase()
        .replace(/[^a-z0-9-]/g, "")
        .slice(0, 20);
    return "```" + info + "\n" + body + "\n```";
}
/**
 * The key of our hidden marker, reduced to characters that cannot end an HTML comment
 * or start markup: letters, digits, space and `._:/-`, with no `--` left.
 */
function markerKey(key) {
    const t = clean(String(key), 200)
        .replace(/[^A-Za-z0-9 ._:/-]/g, "_")
        .replace(/-{2,}/g, "-")
        .replace(/\s+/g, " ")
        .trim()
        .slice(0, 100)
        .replace(/-+$/, "");
    return t === "" ? "default" : t;
}
/** `<!-- heldout-gate:{key} -->`: how our sticky comment is found again. */
function escape_hiddenMarker(checkName) {
    return `<!-- heldout-gate:${markerKey(checkName)} -->`;
}
const HTML_TOKENS = /:\/\/|www\.|[<>&"'@#]/gi;
function htmlToken(tok) {
    if (tok === '"')
        return "&quot;";
    if (tok === "'")
        return "&#39;";
    return sharedToken(tok) ?? tok;
}
/**
 * Untrusted text inside a raw HTML line such as `<summary>…</summary>`: markdown is not
 * parsed there, so backslashes would show; HTML entities are what make it inert.
 */
function escapeHtml(s, max = 200) {
    return clean(String(s), max).trim().replace(HTML_TOKENS, htmlToken);
}
/** Untrusted text for a plain-text field (a check-run title, an annotation): no controls, capped. */
function escape_plainText(s, max = 200) {
    return clean(String(s), max).trim();
}

;// CONCATENATED MODULE: ./src/render/format.ts
// Number formatting for the markdown views. toFixed is locale-free, so the same report
// always gives the same characters; "-0.000" is folded into "0.000".
const NA = "n/a";
function fixed(x, digits) {
    const s = x.toFixed(digits);
    return /^-0\.?0*$/.test(s) ? s.slice(1) : s;
}
/** Plain number with fixed decimals, or "n/a". */
function num(x, digits = 3) {
    return x === null || x === undefined || !Number.isFinite(x) ? NA : fixed(x, digits);
}
/** Signed number ("+0.250", "-0.012", "0.000"), or "n/a". */
function signed(x, digits = 3) {
    if (x === null || x === undefined || !Number.isFinite(x))
        return NA;
    const s = fixed(x, digits);
    return s.startsWith("-") || /^0\.?0*$/.test(s) ? s : "+" + s;
}
/** An interval as "[-0.010, +0.120]", or "n/a". */
function interval(ci, digits = 3) {
    return ci ? `[${signed(ci[0], digits)}, ${signed(ci[1], digits)}]` : NA;
}
/** An interval of levels (not deltas) as "[0.458, 0.558]", or "n/a". */
function range(ci, digits = 3) {
    return ci ? `[${num(ci[0], digits)}, ${num(ci[1], digits)}]` : NA;
}
/** A p-value: three decimals, or "<0.001". */
function pValue(p) {
    if (p === null || p === undefined || !Number.isFinite(p))
        return NA;
    return p < 0.001 ? "<0.001" : fixed(p, 3);
}
/** A confidence level as a percentage: 0.95 -> "95%", 0.975 -> "97.5%". */
function level(confidence) {
    const pct = Math.round(confidence * 1000) / 10;
    return `${Number.isInteger(pct) ? pct.toFixed(0) : pct.toFixed(1)}%`;
}
/** A share as a percentage with one decimal. */
function percent(x) {
    return x === null || x === undefined || !Number.isFinite(x) ? NA : `${fixed(x * 100, 1)}%`;
}
/** An integer count with thin grouping that does not depend on the locale: 100000 -> "100,000". */
function count(n) {
    if (!Number.isFinite(n))
        return NA;
    const s = Math.trunc(Math.abs(n)).toString();
    const grouped = s.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
    return (n < 0 ? "-" : "") + grouped;
}
/** "1 row" / "2 rows". */
function plural(n, word, many = word + "s") {
    return `${count(n)} ${n === 1 ? word : many}`;
}

;// CONCATENATED MODULE: ./src/render/figures.ts
// A gate's figures as markdown. Figures are free-form (numbers, strings, small objects,
// lists of per-marker records), so scalars go in one name/value table and each list of
// records gets a table of its own. Walks are bounded: a huge figure cannot blow up a view.


const MAX_COLUMNS = 8;
const INLINE_ITEMS = 8;
function isRecord(v) {
    return typeof v === "object" && v !== null && !Array.isArray(v);
}
/** A list of records: shown as a table rather than squeezed into one cell. */
function isRecordList(v) {
    return Array.isArray(v) && v.length > 0 && v.every(isRecord) && Object.keys(v[0]).length > 0;
}
/** One value as a table cell, walking at most two levels of nesting. */
function figureValue(v, depth = 0) {
    if (v === null || v === undefined)
        return "n/a";
    if (typeof v === "number")
        return Number.isInteger(v) ? count(v) : num(v, 4);
    if (typeof v === "boolean")
        return v ? "yes" : "no";
    if (typeof v === "string")
        return v === "" ? "(empty)" : escapeCell(v, 120);
    if (depth >= 2)
        return "…";
    if (Array.isArray(v)) {
        if (v.length === 0)
            return "none";
        const items = v.slice(0, INLINE_ITEMS).map((x) => figureValue(x, depth + 1));
        return items.join(", ") + (v.length > INLINE_ITEMS ? `, … (${count(v.length)} in all)` : "");
    }
    if (isRecord(v)) {
        const entries = Object.entries(v);
        if (entries.length === 0)
            return "none";
        const items = entries
            .slice(0, INLINE_ITEMS)
            .map(([k, x]) => `${escapeCell(k, 40)}: ${figureValue(x, depth + 1)}`);
        return items.join("; ") + (entries.length > INLINE_ITEMS ? "; …" : "");
    }
    return escapeCell(String(v), 60);
}
function recordTable(name, rows, maxRows) {
    const columns = [];
    for (const r of rows.slice(0, maxRows)) {
        for (const k of Object.keys(r)) {
            if (columns.length >= MAX_COLUMNS)
                break;
            if (!columns.includes(k))
                columns.push(k);
        }
    }
    const lines = [
        `${escapeCell(name, 60)}:`,
        "",
        `| ${columns.map((c) => escapeCell(c, 40)).join(" | ")} |`,
        `|${columns.map(() => "---|").join("")}`,
    ];
    for (const r of rows.slice(0, maxRows)) {
        lines.push(`| ${columns.map((c) => figureValue(r[c], 1)).join(" | ")} |`);
    }
    const omitted = rows.length > maxRows;
    if (omitted)
        lines.push("", `… and ${plural(rows.length - maxRows, "more row")} in report.json.`);
    return { lines, omitted };
}
/** The figures of one gate: a name/value table, then one table per list of records. */
function figureTables(figures, maxRows) {
    const entries = Object.entries(figures);
    if (entries.length === 0)
        return { lines: [], omitted: false };
    const scalars = entries.filter(([, v]) => !isRecordList(v));
    const lists = entries.filter(([, v]) => isRecordList(v));
    const lines = [];
    let omitted = false;
    if (scalars.length > 0) {
        lines.push("| figure | value |", "|---|---|");
        for (const [k, v] of scalars.slice(0, maxRows)) {
            lines.push(`| ${escapeCell(k, 60)} | ${figureValue(v)} |`);
        }
        if (scalars.length > maxRows) {
            lines.push("", `… and ${plural(scalars.length - maxRows, "more figure")} in report.json.`);
            omitted = true;
        }
    }
    for (const [k, rows] of lists.slice(0, maxRows)) {
        const t = recordTable(k, rows, maxRows);
        lines.push("", ...t.lines);
        omitted ||= t.omitted;
    }
    if (lists.length > maxRows)
        omitted = true;
    return { lines, omitted };
}

// EXTERNAL MODULE: ./src/io/problems.ts
var problems = __nccwpck_require__(974);
;// CONCATENATED MODULE: ./src/render/chart.ts

/** "95%" spelled without the percent sign, e.g. "95 pct". */
function levelWords(confidence) {
    return level(confidence).replace("%", " pct");
}
const LABEL_MAX = 32;
/**
 * A metric name as a mermaid axis label: only letters, digits, space and `_.:/+-`
 * survive (no quotes, brackets, `%%` comments, `#…;` entity codes, backticks or
 * newlines), capped in length.
 */
function chartLabel(name) {
    let t = String(name)
        .replace(/[^A-Za-z0-9 _.:/+-]/g, "_")
        .replace(/\s+/g, " ")
        .trim();
    if (t.length > LABEL_MAX)
        t = t.slice(0, LABEL_MAX - 2) + "..";
    return t === "" ? "metric" : t;
}
function plottable(m) {
    return (m.delta !== null &&
        Number.isFinite(m.delta) &&
        m.ci !== null &&
        Number.isFinite(m.ci[0]) &&
        Number.isFinite(m.ci[1]));
}
const n4 = (x) => {
    const s = x.toFixed(4);
    return /^-0\.0*$/.test(s) ? s.slice(1) : s;
};
/** Round the axis outward to a step that keeps the tick labels short. */
function axisRange(values) {
    let lo = Math.min(0, ...values);
    let hi = Math.max(0, ...values);
    const span = hi - lo;
    const pad = span > 0 ? span * 0.1 : 0.01;
    if (lo < 0)
        lo -= pad;
    hi += pad;
    const step = span >= 1 ? 0.1 : span >= 0.1 ? 0.01 : 0.001;
    return [Math.floor(lo / step) * step, Math.ceil(hi / step) * step];
}
/** Build the chart; metrics keep the report's order (the target comes first there). */
function renderDeltaChart(metrics, opts) {
    const all = metrics.filter(plottable);
    const max = Math.max(1, opts.maxMetrics ?? 12);
    const drawn = all.slice(0, max);
    if (drawn.length === 0)
        return { block: "", shown: 0, plottable: 0 };
    const values = drawn.flatMap((m) => [m.delta, m.ci[0], m.ci[1]]);
    const [lo, hi] = axisRange(values);
    const more = all.length > drawn.length ? `, first ${drawn.length} of ${all.length}` : "";
    const labels = drawn.map((m) => `"${chartLabel(m.metric)}"`).join(", ");
    const lines = [
        "```mermaid",
        "xychart-beta",
        // No "%" in the title: mermaid reads "%%" as the start of a comment.
        `  title "Delta per metric (bar) and ${levelWords(opts.confidence)} interval bounds (lines)${more}"`,
        `  x-axis [${labels}]`,
        `  y-axis "candidate - baseline" ${n4(lo)} --> ${n4(hi)}`,
        `  bar [${drawn.map((m) => n4(m.delta)).join(", ")}]`,
        `  line [${drawn.map((m) => n4(m.ci[0])).join(", ")}]`,
        `  line [${drawn.map((m) => n4(m.ci[1])).join(", ")}]`,
        "```",
    ];
    return { block: lines.join("\n"), shown: drawn.length, plottable: all.length };
}

;// CONCATENATED MODULE: ./src/render/head.ts




const STATUS_ICON = {
    pass: "✅",
    warn: "⚠️",
    fail: "❌",
};
/**
 * The icon for a status. In report mode the report comes from another run's artifact,
 * so even a typed field may hold anything: unknown values get a neutral mark.
 */
function statusIcon(status) {
    return Object.hasOwn(STATUS_ICON, status) ? STATUS_ICON[status] : "❔";
}
const TAG_TEXT = {
    up: "▲ up",
    down: "▼ down",
    flat: "flat",
    "n/a": "n/a",
};
/** The first line: pass/fail, a held-out change when there was one, then the headline. */
function verdictLine(report) {
    const d = report.decision;
    const word = d.pass ? "✅ **PASS**" : "❌ **FAIL**";
    // The headline already starts with its own PASS/FAIL word; do not say it twice.
    const headline = d.headline.replace(/^\s*(PASS|FAIL)\s*:\s*/i, "");
    const h = report.heldout;
    let changed = "";
    if (h && h.changed && !/held-?out test changed/i.test(headline)) {
        changed = h.change_allowed
            ? "held-out test changed in this PR (allowed by allow-heldout-change) · "
            : "held-out test changed in this PR (not comparable) · ";
    }
    return `${word} · ${changed}${escapeInline(headline, 600)}`;
}
function listOf(items, max, indent = "") {
    const lines = items.slice(0, max).map((r) => `${indent}- ${escapeInline(r, 400)}`);
    const omitted = items.length > max;
    if (omitted)
        lines.push(`${indent}- … and ${count(items.length - max)} more in report.json`);
    return { lines, omitted };
}
/** One kind of problem: where (file:line, or the file with its count and first lines), field, reason. */
function problemLine(g) {
    const field = g.field ? ` ${codeSpan(g.field, { max: 80 })}` : "";
    const reason = escapeInline(g.reason, 300);
    if (g.count === 1 && g.lines.length === 1) {
        return `- ${codeSpan(`${g.file}:${g.lines[0]}`, { max: 160 })}${field}: ${reason}`;
    }
    return `- ${codeSpan(g.file, { max: 160 })}${field}: ${reason} (${escapeInline((0,problems/* groupWhere */.xL)(g, count), 120)})`;
}
/** Bad rows are the first thing to fix, so the first few kinds sit right under the verdict. */
const FIRST_PROBLEMS = 5;
/** Why the run failed, one short item each, then the first input problems. */
function reasonsBlock(report, limits) {
    const reasons = report.decision.reasons;
    if (reasons.length === 0)
        return { lines: [], omitted: false };
    const list = listOf(reasons, limits.listItems);
    const lines = ["**Why it failed**", "", ...list.lines];
    const groups = (0,problems/* allProblemGroups */.pl)(report.inputs);
    const first = groups.slice(0, FIRST_PROBLEMS);
    if (first.length > 0) {
        lines.push("", "First input problems:", "", ...first.map(problemLine));
    }
    return { lines, omitted: list.omitted || groups.length > first.length };
}
function metricName(m, target, regressed) {
    const marks = [];
    if (m.metric === target)
        marks.push("target");
    if (m.guarded)
        marks.push("guarded");
    if (m.lower_is_better)
        marks.push("lower is better");
    if (regressed.has(m.metric))
        marks.push("**REGRESSION**");
    return (codeSpan(m.metric, { table: true, max: 80 }) + (marks.length ? ` (${marks.join(", ")})` : ""));
}
function noiseCell(m) {
    if (m.noise_band === null)
        return "none";
    return `±${num(m.noise_band)}${m.within_noise ? " (within)" : ""}`;
}
function nCell(m) {
    if (m.paired)
        return `${count(m.n_paired)} paired`;
    // Unpaired means fewer than 5 shared tasks; the stats do not count them then.
    return "unpaired (under 5 shared)";
}
function pCell(m) {
    return m.p_holm === null ? pValue(m.p_value) : `${pValue(m.p_value)} (Holm ${pValue(m.p_holm)})`;
}
/** The compact metric table: one row per metric, the target first (report order). */
function metricTable(model, confidence, limits) {
    const regressed = new Set(model.regressions);
    const lines = [
        `| metric | baseline → candidate | delta | ${level(confidence)} CI | p | noise band | n | tag |`,
        "|---|---|---|---|---|---|---|---|",
    ];
    const rows = model.metrics.slice(0, limits.tableRows);
    for (const m of rows) {
        lines.push("| " +
            [
                metricName(m, model.target, regressed),
                `${num(m.baseline_mean)} → ${num(m.candidate_mean)}`,
                signed(m.delta),
                interval(m.ci),
                pCell(m),
                noiseCell(m),
                nCell(m),
                Object.hasOwn(TAG_TEXT, m.tag) ? TAG_TEXT[m.tag] : escapeCell(String(m.tag), 20),
            ].join(" | ") +
            " |");
    }
    const omitted = model.metrics.length > rows.length;
    if (omitted) {
        lines.push("");
        lines.push(`… and ${plural(model.metrics.length - rows.length, "more metric")} in report.json.`);
    }
    return { lines, omitted };
}
/** Target verdict word, the model's sentence, the table and the chart. */
function modelBlock(report, limits) {
    const model = report.model;
    if (!model)
        return { lines: [], omitted: false };
    const lines = [];
    lines.push(`Target ${codeSpan(model.target)}: **${escapeInline(model.target_verdict, 40)}**` +
        (model.sentence ? ` · ${escapeInline(model.sentence, 600)}` : ""));
    lines.push("");
    const table = metricTable(model, report.settings.confidence, limits);
    lines.push(...table.lines);
    const chart = renderDeltaChart(model.metrics, {
        confidence: report.settings.confidence,
        maxMetrics: limits.chartMetrics,
    });
    if (chart.block !== "") {
        lines.push("", chart.block);
    }
    return { lines, omitted: table.omitted || chart.shown < chart.plottable };
}
function dataHeader(d) {
    return (`${statusIcon(d.status)} **${escapeInline(d.kind, 20)}** ${codeSpan(d.path)} ` +
        `(${escapeInline(d.shape, 40)}, ${plural(d.rows, "row")}): ${escapeInline(d.status, 20)}`);
}
/** One line per data check and per gate, each with its status icon and summary. */
function gatesBlock(report) {
    if (report.data.length === 0)
        return { lines: [], omitted: false };
    const lines = ["**Data gates**", ""];
    for (const d of report.data) {
        lines.push(`- ${dataHeader(d)}`);
        for (const g of d.gates) {
            lines.push(`  - ${statusIcon(g.status)} ${escapeInline(g.name, 40)}: ${escapeInline(g.summary, 300)}`);
        }
    }
    return { lines, omitted: false };
}
/** The whole head, in reading order. */
function head(report, limits) {
    const parts = [reasonsBlock(report, limits), modelBlock(report, limits), gatesBlock(report)];
    const lines = [verdictLine(report)];
    for (const p of parts)
        if (p.lines.length > 0)
            lines.push("", ...p.lines);
    return { lines, omitted: parts.some((p) => p.omitted) };
}

;// CONCATENATED MODULE: ./src/render/sections.ts





/** A section as markdown: a raw HTML <details> wrapper, blank lines so markdown inside is parsed. */
function sectionText(s) {
    return [`<details><summary>${s.title}</summary>`, "", ...s.lines, "", "</details>"].join("\n");
}
function capped(items, max, render, what) {
    const lines = items.slice(0, max).map(render);
    const omitted = items.length > max;
    if (omitted)
        lines.push(`- … and ${plural(items.length - max, "more " + what)} in report.json`);
    return { lines, omitted };
}
const bullet = (s) => `- ${escapeInline(s, 400)}`;
function metricNotes(model, limits) {
    const lines = [];
    let omitted = false;
    const add = (label, items) => {
        if (items.length === 0)
            return;
        const shown = items.slice(0, limits.listItems).map((x) => codeSpan(x, { max: 80 }));
        if (items.length > limits.listItems) {
            shown.push(`and ${count(items.length - limits.listItems)} more`);
            omitted = true;
        }
        lines.push(`- ${label}: ${shown.join(", ")}`);
    };
    if (model.not_comparable.length > 0) {
        lines.push("- not comparable:");
        const l = capped(model.not_comparable, limits.listItems, (x) => `  ${bullet(x)}`, "cause");
        lines.push(...l.lines);
        omitted ||= l.omitted;
    }
    add("regressions (guarded)", model.regressions);
    add("slipped (not guarded)", model.slipped);
    add("improved", model.improved);
    const nz = model.noise;
    const rule = nz.rule ? `, band = ${codeSpan(nz.rule, { max: 160 })}` : "";
    lines.push(`- noise floor: ${nz.source === "eval_run" ? "from eval_run re-runs" : "none"} ` +
        `(${plural(nz.runs_baseline, "run")} baseline, ${plural(nz.runs_candidate, "run")} candidate${rule}); ` +
        `replicated: ${model.replicated ? "yes" : "no"}`);
    if (model.family_error !== null) {
        lines.push(`- family error bound: ${num(model.family_error)} over ${plural(model.metrics.length, "metric")} (see the Holm-adjusted p)`);
    }
    const noted = model.metrics.filter((m) => m.note);
    const notes = capped(noted, limits.listItems, (m) => `- ${codeSpan(m.metric, { max: 80 })}: ${escapeInline(m.note ?? "", 400)}`, "note");
    lines.push(...notes.lines);
    const cov = model.coverage;
    // The lists keep only the first names; the exact counts, when given, say how many there were.
    const groups = [
        ["missing from candidate", cov.candidate_missing, cov.candidate_missing_n],
        ["missing from baseline", cov.baseline_missing, cov.baseline_missing_n],
        ["not in the held-out test", cov.unknown_tasks, cov.unknown_n],
    ];
    const total = (ids, n) => Math.max(n ?? 0, ids.length);
    lines.push(`- coverage: ${plural(cov.heldout_tasks, "held-out task")}; missing from baseline ` +
        `${count(total(cov.baseline_missing, cov.baseline_missing_n))}, from candidate ` +
        `${count(total(cov.candidate_missing, cov.candidate_missing_n))}; unknown task ids ` +
        `${count(total(cov.unknown_tasks, cov.unknown_n))}`);
    for (const [label, ids, n] of groups) {
        const all = total(ids, n);
        if (all === 0)
            continue;
        const shown = ids.slice(0, limits.listItems).map((x) => codeSpan(x, { max: 80 }));
        if (all > shown.length) {
            shown.push(`and ${count(all - shown.length)} more`);
            omitted = true;
        }
        lines.push(`  - ${label}: ${shown.join(", ")}`);
    }
    return {
        title: "Per-metric notes, noise and coverage",
        lines,
        omitted: omitted || notes.omitted,
    };
}
/** `runs` is the count the noise floor used (one for rows without run labels), as the terminal shows. */
function sideRow(side, s, runs) {
    const name = s.name ? `${side} (${escapeCell(s.name, 60)})` : side;
    const k = s.k === null
        ? "n/a"
        : `pass@${count(s.k)} ${num(s.pass_at_k)}, pass^${count(s.k)} ${num(s.pass_pow_k)}`;
    return (`| ${name} | ${codeSpan(s.path, { table: true, max: 100 })} | ${count(s.rows)} | ${count(s.tasks)} | ` +
        `${count(runs)} | ${num(s.run_std)} | ${escapeCell(String(s.stability ?? "n/a"), 20)} | ` +
        `${num(s.pass_at_1)} ${range(s.pass_at_1_ci)} | ${k} |`);
}
function runsSection(model, confidence) {
    return {
        title: "Runs per side",
        lines: [
            `| side | file | rows | tasks | runs | run_std | stability | pass@1 (${level(confidence)} CI) | pass@k |`,
            "|---|---|---|---|---|---|---|---|---|",
            sideRow("baseline", model.baseline, model.noise.runs_baseline),
            sideRow("candidate", model.candidate, model.noise.runs_candidate),
        ],
        omitted: false,
    };
}
function gapsSection(report, limits) {
    const gaps = [...new Set([...report.decision.gaps, ...(report.model?.gaps ?? [])])];
    const sz = report.model?.sizing;
    if (gaps.length === 0 && !sz)
        return null;
    const l = capped(gaps, limits.listItems, bullet, "gap");
    const lines = gaps.length > 0 ? [...l.lines] : ["- none"];
    if (sz) {
        lines.push(`- holdout size: ${sz.n_tasks === null ? "n/a" : plural(sz.n_tasks, "task")} would prove an effect of ` +
            `${signed(sz.effect)} at 80% power (sd ${num(sz.sd)} from ${escapeInline(String(sz.sd_source ?? "n/a"), 20)}); ` +
            `the current tasks can prove ${num(sz.detectable_effect)} or more`);
    }
    return { title: `Evidence gaps (${count(gaps.length)})`, lines, omitted: l.omitted };
}
function warningsSection(report, limits) {
    const warnings = [...(report.model?.warnings ?? [])];
    if (report.heldout?.note)
        warnings.unshift(report.heldout.note);
    if (warnings.length === 0)
        return null;
    const l = capped(warnings, limits.listItems, bullet, "warning");
    return { title: `Warnings (${count(warnings.length)})`, lines: l.lines, omitted: l.omitted };
}
function familySection(model, confidence, limits) {
    if (model.families.length === 0)
        return null;
    const lines = [
        `| family | tasks | baseline | candidate | delta | ${level(confidence)} CI |`,
        "|---|---|---|---|---|---|",
    ];
    const rows = model.families.slice(0, limits.tableRows);
    for (const f of rows) {
        lines.push(`| ${escapeCell(f.family, 80)} | ${count(f.tasks)} | ${num(f.baseline)} | ${num(f.candidate)} | ` +
            `${signed(f.delta)} | ${interval(f.ci)} |`);
    }
    const omitted = model.families.length > rows.length;
    if (omitted)
        lines.push("", `… and ${plural(model.families.length - rows.length, "more family", "more families")}.`);
    return { title: `Per-family results (${count(model.families.length)})`, lines, omitted };
}
function findingLine(f) {
    const where = codeSpan(`${f.file}:${f.line}`, { max: 160 });
    const detail = f.detail
        ? Object.entries(f.detail)
            .slice(0, 4)
            .map(([k, v]) => `${escapeInline(k, 40)}: ${escapeInline(String(v), 120)}`)
            .join("; ")
        : "";
    return `- ${where} ${escapeInline(String(f.level), 20)}: ${escapeInline(f.message, 300)}${detail ? ` (${detail})` : ""}`;
}
function gateSection(d, g, limits) {
    const lines = [escapeInline(g.summary, 600), ""];
    const figs = figureTables(g.figures, limits.figureRows);
    let omitted = figs.omitted;
    if (figs.lines.length > 0)
        lines.push(...figs.lines, "");
    const n = g.findings.length;
    if (n > 0) {
        const shown = Math.min(n, limits.findingsPerGate);
        const kept = g.findings_truncated
            ? " (more existed than were kept; the counts are in the figures)"
            : "";
        lines.push(shown < n
            ? `First ${count(shown)} of ${plural(n, "finding")}${kept}:`
            : `Findings (${count(n)})${kept}:`, "");
        const l = capped(g.findings, limits.findingsPerGate, findingLine, "finding");
        lines.push(...l.lines);
        omitted ||= l.omitted;
    }
    else {
        lines.push("No findings.");
    }
    return {
        title: `${statusIcon(g.status)} ${escapeHtml(g.name, 40)} gate, ${escapeHtml(d.kind, 20)} ${escapeHtml(d.path, 120)}: ${count(n)} finding${n === 1 ? "" : "s"}`,
        lines,
        omitted: omitted || g.findings_truncated,
    };
}
function inputsSection(report, limits) {
    const lines = [];
    let omitted = false;
    const notes = report.notes ?? [];
    if (notes.length > 0) {
        const l = capped(notes, limits.listItems, bullet, "note");
        lines.push(...l.lines, "");
        omitted = l.omitted;
    }
    const h = report.heldout;
    if (h) {
        const changed = h.changed === null ? "unknown" : h.changed ? "yes" : "no";
        lines.push(`Held-out test ${codeSpan(h.path)}: ${plural(h.tasks, "task")}, sha256 ${codeSpan(h.sha256, { max: 80 })}, ` +
            `changed in this PR: ${changed}${h.changed ? (h.change_allowed ? " (allowed)" : " (not allowed)") : ""}`, "");
    }
    lines.push("| role | file | shape | rows | bytes | sha256 | problems |", "|---|---|---|---|---|---|---|");
    const files = report.inputs.slice(0, limits.tableRows);
    for (const f of files) {
        lines.push(`| ${escapeCell(String(f.role), 20)} | ${codeSpan(f.path, { table: true, max: 100 })} | ${escapeCell(f.shape, 40)} | ` +
            `${count(f.rows)} | ${count(f.bytes)} | ${codeSpan(f.sha256, { table: true, max: 80 })} | ${count(f.problem_count)} |`);
    }
    omitted ||= report.inputs.length > files.length;
    const total = (0,problems/* problemTotal */.sS)(report.inputs);
    const groups = (0,problems/* allProblemGroups */.pl)(report.inputs);
    if (groups.length > 0) {
        lines.push("", `Input problems (${count(total)}, ${plural(groups.length, "kind")}):`, "");
        const l = capped(groups, limits.problems, problemLine, "kind");
        lines.push(...l.lines);
        omitted ||= l.omitted;
    }
    return {
        title: `Input files (${count(report.inputs.length)}), ${plural(total, "problem")}`,
        lines,
        omitted,
    };
}
const yes = (b) => (b === true ? "true" : "false");
function settingsSection(report) {
    const s = report.settings;
    const guarded = s.must_not_regress.length
        ? s.must_not_regress.map((x) => codeSpan(x, { max: 80 })).join(", ")
        : "none";
    return {
        title: "Settings",
        lines: [
            `- seed ${escapeInline(String(s.seed), 30)}, rng ${escapeInline(s.rng, 20)}, ${count(s.resamples)} resamples, ${level(s.confidence)} intervals`,
            `- target ${codeSpan(s.target, { max: 80 })}; must-not-regress: ${guarded}`,
            `- require-proof: ${yes(s.require_proof)}, allow-heldout-change: ${yes(s.allow_heldout_change)}, ` +
                `allow-partial: ${yes(s.allow_partial)}`,
            `- ${escapeInline(report.tool.name, 40)} ${codeSpan(report.tool.version, { max: 40 })}, report schema ${escapeInline(String(report.schema_version), 10)}`,
        ],
        omitted: false,
    };
}
/** All detail sections in order: notes, gaps, warnings, families, gates, inputs, settings. */
function sections_detailSections(report, limits) {
    const out = [];
    const model = report.model;
    const conf = report.settings.confidence;
    if (model) {
        out.push(metricNotes(model, limits), runsSection(model, conf));
    }
    out.push(gapsSection(report, limits), warningsSection(report, limits));
    if (model)
        out.push(familySection(model, conf, limits));
    for (const d of report.data)
        for (const g of d.gates)
            out.push(gateSection(d, g, limits));
    out.push(inputsSection(report, limits), settingsSection(report));
    return out.filter((s) => s !== null);
}

;// CONCATENATED MODULE: ./src/render/fit.ts
// Size budgets. GitHub rejects a comment over 65,536 characters and a check-run summary
// or text over 65,535, and drops a job summary over 1 MiB; each view is fitted under its
// budget by dropping detail sections from the end, and says so when it left anything out.


/** Comment bodies: GitHub's limit is 65,536 characters; we keep a margin. */
const fit_COMMENT_BUDGET = 65_000;
/** Check-run output.summary and output.text: 65,535 characters each. */
const fit_CHECK_BUDGET = 65_000;
/** Job summary, in UTF-8 bytes: the runner drops anything over 1 MiB. */
const SUMMARY_BUDGET = 900 * 1024;
const fit_chars = (s) => s.length;
const utf8Bytes = (s) => Buffer.byteLength(s, "utf8");
/** Our own link, but still checked: only a plain http(s) URL that cannot break markdown. */
function safeUrl(url) {
    if (url === undefined)
        return undefined;
    return /^https?:\/\/[A-Za-z0-9._~:/?#@!$&'*+,;=%-]{1,2000}$/.test(url) ? url : undefined;
}
/** The line every trimmed view ends with. */
function trimmedNote(at = {}) {
    const link = safeUrl(at.url);
    const artifact = at.artifactName
        ? `the ${codeSpan(at.artifactName, { max: 100 })} artifact`
        : "the run's artifact";
    const where = link
        ? `report.json in ${artifact} of [this run](${link})`
        : `report.json, in ${artifact}`;
    return `> **Trimmed:** this view leaves parts of the report out to stay short and within GitHub's size limits. The full report is ${where}.`;
}
const SEP = "\n\n";
/**
 * `prefix` and `head` are always kept; sections are dropped from the end until the text
 * fits. The note is added when a section was dropped or any list was capped.
 */
function fit_fitToBudget(prefix, head, sections, budget, measure, note) {
    const blocks = [...prefix, head.lines.join("\n")];
    const fixed = measure(blocks.join(SEP));
    const sepSize = measure(SEP);
    const noteSize = sepSize + measure(note);
    const texts = sections.map(sectionText);
    const sizes = texts.map((t) => sepSize + measure(t));
    const listCapped = head.omitted || sections.some((s) => s.omitted);
    let kept = texts.length;
    let total = fixed + sizes.reduce((a, b) => a + b, 0);
    const over = () => total + (listCapped || kept < texts.length ? noteSize : 0) > budget;
    while (kept > 0 && over()) {
        kept -= 1;
        total -= sizes[kept] ?? 0;
    }
    const trimmed = listCapped || kept < texts.length;
    const out = [...blocks, ...texts.slice(0, kept)];
    if (trimmed)
        out.push(note);
    const text = out.join(SEP) + "\n";
    return { text, fits: measure(text) <= budget, trimmed, droppedSections: texts.length - kept };
}
/**
 * Last resort when even the head is too big: cut at a line boundary, close an open code
 * fence or <details>, and add the note. Only reachable with extreme limits.
 */
function fit_hardCut(text, budget, measure, note) {
    const tail = SEP + note + "\n";
    const room = budget - measure(tail) - measure("\n```\n\n</details>");
    let lo = 0;
    let hi = Math.min(text.length, Math.max(0, room));
    // Largest prefix whose measure fits (bytes can exceed chars, so search).
    while (lo < hi) {
        const mid = Math.ceil((lo + hi) / 2);
        if (measure(text.slice(0, mid)) <= room)
            lo = mid;
        else
            hi = mid - 1;
    }
    let cut = text.slice(0, lo);
    const nl = cut.lastIndexOf("\n");
    cut = nl >= 0 ? cut.slice(0, nl) : "";
    const fences = cut.split("\n").filter((l) => /^\s{0,3}```/.test(l)).length;
    if (fences % 2 === 1)
        cut += "\n```";
    const opened = (cut.match(/<details>/g) ?? []).length - (cut.match(/<\/details>/g) ?? []).length;
    if (opened > 0)
        cut += "\n\n</details>".repeat(opened);
    return cut + tail;
}

;// CONCATENATED MODULE: ./src/render/markdown.ts
// The markdown views of a Report: the sticky PR comment, the job summary and the check-run
// output. They only format what the report holds; each fits under GitHub's size limit for
// its place, dropping detail sections from the end and saying so.





/** A comment and a check run are read on a PR page: short lists. */
const COMPACT = {
    tableRows: 30,
    chartMetrics: 12,
    listItems: 20,
    findingsPerGate: 10,
    problems: 20,
    figureRows: 30,
};
/** The job summary has far more room. */
const ROOMY = {
    tableRows: 200,
    chartMetrics: 20,
    listItems: 100,
    findingsPerGate: 100,
    problems: 200,
    figureRows: 60,
};
/** Used when a view still does not fit with its own limits. */
const TINY = {
    tableRows: 5,
    chartMetrics: 5,
    listItems: 3,
    findingsPerGate: 3,
    problems: 3,
    figureRows: 5,
};
function noteFor(opts) {
    return trimmedNote({ url: opts.reportUrl, artifactName: opts.artifactName });
}
function render(report, prefix, limits, budget, measure, note, withSections = true) {
    let last = "";
    for (const l of limits) {
        const h = head(report, l);
        const sections = withSections ? sections_detailSections(report, l) : [];
        const f = fit_fitToBudget(prefix, h, sections, budget, measure, note);
        if (f.fits)
            return f.text;
        last = f.text;
    }
    return fit_hardCut(last, budget, measure, note);
}
/** The sticky PR comment: hidden marker first, then the verdict, table, chart, gates, details. */
function renderComment(report, opts) {
    return render(report, [hiddenMarker(opts.checkName ?? INPUT_DEFAULTS["check-name"] ?? "heldout-gate")], [COMPACT, TINY], opts.budget ?? COMMENT_BUDGET, chars, noteFor(opts));
}
/** The job summary (GITHUB_STEP_SUMMARY): the same layout with longer lists, capped in bytes. */
function renderSummary(report, opts) {
    return render(report, [], [ROOMY, COMPACT, TINY], opts.budget ?? SUMMARY_BUDGET, utf8Bytes, noteFor(opts));
}
/**
 * The check-run output: a plain-text title, the head as the summary and the detail
 * sections as the text, each under GitHub's 65,535-character limit.
 */
function renderCheckOutput(report, opts) {
    const budget = opts.budget ?? CHECK_BUDGET;
    const d = report.decision;
    const headline = d.headline.replace(/^\s*(PASS|FAIL)\s*:\s*/i, "");
    const title = plainText(`${d.pass ? "PASS" : "FAIL"}: ${headline}`, 200);
    const summary = render(report, [], [COMPACT, TINY], budget, chars, noteFor(opts), false);
    let text = "";
    for (const l of [COMPACT, TINY]) {
        const f = fitToBudget([], { lines: [], omitted: false }, detailSections(report, l), budget, chars, noteFor(opts));
        text = f.text.replace(/^\n+/, "");
        if (f.fits)
            break;
    }
    if (text.length > budget)
        text = hardCut(text, budget, chars, noteFor(opts));
    return { title, summary, text };
}


/***/ }),

/***/ 150:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  b: () => (/* binding */ renderTerminal)
});

;// CONCATENATED MODULE: ./src/render/model-terminal.ts
const num = (x, d = 3) => (x === null ? "n/a" : x.toFixed(d));
const sgn = (x, d = 3) => (x === null ? "n/a" : (x >= 0 ? "+" : "") + x.toFixed(d));
const pval = (p) => (p === null ? "n/a" : p < 0.001 ? "<0.001" : p.toFixed(3));
function pad(cells) {
    const widths = cells[0]?.map((_, i) => Math.max(...cells.map((r) => (r[i] ?? "").length))) ?? [];
    return cells.map((r) => r
        .map((c, i) => (i === r.length - 1 ? c : c.padEnd(widths[i] ?? 0)))
        .join("  ")
        .trimEnd());
}
function row(m) {
    const flags = [
        m.guarded ? "guarded" : "",
        m.lower_is_better ? "lower is better" : "",
        m.within_noise ? "within noise" : "",
        m.paired ? "" : "unpaired",
    ].filter(Boolean);
    return [
        m.metric,
        `${num(m.baseline_mean)} -> ${num(m.candidate_mean)}`,
        sgn(m.delta),
        m.ci ? `[${sgn(m.ci[0])}..${sgn(m.ci[1])}]` : "n/a",
        pval(m.p_value) + (m.p_holm !== null ? ` (holm ${pval(m.p_holm)})` : ""),
        m.noise_band === null ? "none" : `<${num(m.noise_band)}`,
        m.tag + (flags.length > 0 ? ` (${flags.join(", ")})` : ""),
    ];
}
function formatModelCheckTerminal(mc) {
    const out = [];
    out.push(`model check: ${mc.target} ${mc.target_verdict}${mc.ok ? "" : " (not ok)"}`);
    out.push(`  ${mc.baseline.name ?? "baseline"} ${mc.baseline.tasks} tasks, ${mc.baseline.rows} rows, ${Math.max(mc.noise.runs_baseline, 0)} run(s); ` +
        `${mc.candidate.name ?? "candidate"} ${mc.candidate.tasks} tasks, ${mc.candidate.rows} rows, ${mc.noise.runs_candidate} run(s)`);
    if (mc.noise.rule)
        out.push(`  noise band: ${mc.noise.rule}`);
    out.push("");
    const table = pad([
        [
            "metric",
            "baseline -> candidate",
            "delta",
            `${Math.round((mc.confidence ?? 0.95) * 100)}% CI`,
            "p",
            "noise band",
            "tag",
        ],
        ...mc.metrics.map(row),
    ]);
    out.push(...table.map((l) => "  " + l));
    if (mc.families.length > 0) {
        out.push("");
        out.push("  by family (pass_at_1)");
        const fam = pad([
            ["family", "tasks", "baseline -> candidate", "delta", "CI"],
            ...mc.families.map((f) => [
                f.family,
                String(f.tasks),
                `${num(f.baseline)} -> ${num(f.candidate)}`,
                sgn(f.delta),
                f.ci ? `[${sgn(f.ci[0])}..${sgn(f.ci[1])}]` : "n/a",
            ]),
        ]);
        out.push(...fam.map((l) => "    " + l));
    }
    out.push("");
    out.push(mc.sentence);
    if (mc.sizing.n_tasks !== null || mc.sizing.detectable_effect !== null) {
        out.push(`sizing: ${mc.sizing.n_tasks === null ? "n/a" : mc.sizing.n_tasks} tasks would prove the observed effect; ` +
            `the current tasks can detect ${num(mc.sizing.detectable_effect)}`);
    }
    for (const c of mc.not_comparable)
        out.push(`not comparable: ${c}`);
    for (const g of mc.gaps)
        out.push(`gap: ${g}`);
    for (const w of mc.warnings)
        out.push(`warning: ${w}`);
    return out;
}

;// CONCATENATED MODULE: ./src/render/gates-terminal.ts
const MARK = { pass: "ok  ", warn: "warn", fail: "FAIL" };
const SHOW_FINDINGS = 5;
function figureLine(g) {
    const f = g.figures;
    switch (g.name) {
        case "length": {
            const d = f.delta;
            if (!d || d.median === null)
                return null;
            return `median delta ${d.median} chars (quartiles ${d.q1}..${d.q3})`;
        }
        case "style": {
            const ms = (f.markers ?? []);
            return ms
                .map((m) => m.chosen_only !== undefined
                ? `${m.name} ${m.chosen_only}/${m.rejected_only}` +
                    (m.reward_corr !== null && m.reward_corr !== undefined
                        ? ` corr ${m.reward_corr}`
                        : "")
                : `${m.name} ${m.rows}`)
                .join(", ");
        }
        case "contamination":
            return `checked against ${f.heldout_tasks} tasks, ${f.heldout_texts} texts, ${f.heldout_ngrams} distinct ${f.ngram}-grams`;
        default:
            return null;
    }
}
function formatDataCheckTerminal(dc) {
    const out = [];
    out.push(`${dc.kind} ${dc.path} (${dc.shape}, ${dc.rows} rows): ${dc.status.toUpperCase()}`);
    for (const g of dc.gates) {
        out.push(`  [${MARK[g.status]}] ${g.name.padEnd(13)} ${g.summary}`);
        const fig = figureLine(g);
        if (fig)
            out.push(`         ${" ".repeat(13)} ${fig}`);
        for (const f of g.findings.slice(0, SHOW_FINDINGS)) {
            out.push(`         ${f.file}:${f.line}: ${f.level}: ${f.message}`);
        }
        const more = g.findings.length - SHOW_FINDINGS;
        if (more > 0 || g.findings_truncated) {
            out.push(`         … ${more > 0 ? `${more} more listed in the report` : "more in the report"}${g.findings_truncated ? " (list capped)" : ""}`);
        }
    }
    if (dc.clean_path !== undefined) {
        out.push(`  clean pairs: ${dc.clean_rows ?? 0} rows written to ${dc.clean_path}`);
    }
    return out;
}

// EXTERNAL MODULE: ./src/io/problems.ts
var problems = __nccwpck_require__(974);
;// CONCATENATED MODULE: ./src/render/terminal.ts



/** Problem groups listed; each is one kind of problem with its count and first lines. */
const MAX_PROBLEM_GROUPS = 20;
function renderTerminal(report) {
    const out = [];
    out.push(report.decision.headline);
    out.push("");
    out.push("inputs");
    for (const f of report.inputs) {
        const extra = [
            f.tasks !== undefined ? `${f.tasks} tasks` : "",
            f.runs && f.runs.length > 0 ? `${f.runs.length} runs` : "",
            f.problem_count > 0 ? `${f.problem_count} problems` : "",
        ].filter(Boolean);
        out.push(`  ${f.role.padEnd(9)} ${f.path}  ${f.shape}, ${f.rows} rows${extra.length ? ", " + extra.join(", ") : ""}  sha256 ${f.sha256.slice(0, 12)}`);
    }
    if (report.heldout?.note)
        out.push(`  held-out: ${report.heldout.note}`);
    for (const n of report.notes)
        out.push(`  note: ${n}`);
    const groups = (0,problems/* allProblemGroups */.pl)(report.inputs);
    if (groups.length > 0) {
        const total = (0,problems/* problemTotal */.sS)(report.inputs);
        const listed = groups.slice(0, MAX_PROBLEM_GROUPS);
        out.push("");
        out.push(`problems (${total}, ${groups.length} ${groups.length === 1 ? "kind" : "kinds"})`);
        for (const g of listed)
            out.push(`  ${(0,problems/* formatProblemGroup */.Ux)(g)}`);
        if (groups.length > listed.length) {
            out.push(`  ... and ${groups.length - listed.length} more kinds (report.json lists the problems)`);
        }
    }
    if (report.model) {
        out.push("");
        out.push(...formatModelCheckTerminal(report.model));
    }
    for (const d of report.data) {
        out.push("");
        out.push(...formatDataCheckTerminal(d));
    }
    out.push("");
    const s = report.settings;
    out.push(`settings: seed ${s.seed}, rng ${s.rng}, ${s.resamples} resamples, ${Math.round(s.confidence * 100)}% intervals`);
    if (report.decision.reasons.length > 0) {
        out.push("why it failed:");
        for (const r of report.decision.reasons)
            out.push(`  - ${r}`);
    }
    if (report.decision.gaps.length > 0)
        out.push(`evidence gaps: ${report.decision.gaps.join("; ")}`);
    out.push(report.decision.pass ? "verdict: PASS" : "verdict: FAIL");
    return out;
}


/***/ }),

/***/ 982:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("crypto");

/***/ }),

/***/ 24:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 136:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");

/***/ }),

/***/ 691:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  YOg: () => (/* binding */ array),
  zMY: () => (/* binding */ schemas_boolean),
  chJ: () => (/* binding */ schemas_null),
  aig: () => (/* binding */ schemas_number),
  Ikc: () => (/* binding */ object),
  g1P: () => (/* binding */ record),
  YjP: () => (/* binding */ schemas_string),
  KCZ: () => (/* binding */ union),
  L5J: () => (/* binding */ unknown)
});

// UNUSED EXPORTS: ZodAny, ZodArray, ZodBase64, ZodBase64URL, ZodBigInt, ZodBigIntFormat, ZodBoolean, ZodCIDRv4, ZodCIDRv6, ZodCUID, ZodCUID2, ZodCatch, ZodCodec, ZodCreditCard, ZodCustom, ZodCustomStringFormat, ZodDate, ZodDefault, ZodDiscriminatedUnion, ZodE164, ZodEmail, ZodEmoji, ZodEnum, ZodExactOptional, ZodFile, ZodFunction, ZodGUID, ZodIBAN, ZodIPv4, ZodIPv6, ZodISODate, ZodISODateTime, ZodISODuration, ZodISOTime, ZodInstanceOf, ZodIntersection, ZodJWT, ZodKSUID, ZodLazy, ZodLiteral, ZodMAC, ZodMap, ZodNaN, ZodNanoID, ZodNever, ZodNonOptional, ZodNull, ZodNullable, ZodNumber, ZodNumberFormat, ZodObject, ZodOptional, ZodPipe, ZodPrefault, ZodPreprocess, ZodPromise, ZodReadonly, ZodRecord, ZodSet, ZodString, ZodStringFormat, ZodSuccess, ZodSymbol, ZodTemplateLiteral, ZodTransform, ZodTuple, ZodType, ZodULID, ZodURL, ZodUUID, ZodUndefined, ZodUnion, ZodUnknown, ZodVoid, ZodXID, ZodXor, _ZodString, _default, _function, any, base64, base64url, bigint, catch, check, cidrv4, cidrv6, codec, creditCard, cuid, cuid2, currencyCode, custom, date, describe, discriminatedUnion, e164, email, emoji, enum, exactOptional, file, float32, float64, function, guid, hash, hex, hostname, httpUrl, iban, instanceof, int, int32, int64, intersection, invertCodec, ipv4, ipv6, json, jwt, keyof, ksuid, lazy, literal, looseObject, looseRecord, mac, map, meta, nan, nanoid, nativeEnum, never, nonoptional, nullable, nullish, optional, partialRecord, pipe, prefault, preprocess, promise, readonly, refine, set, strictObject, stringFormat, stringbool, success, superRefine, symbol, templateLiteral, transform, tuple, uint32, uint64, ulid, undefined, url, uuid, uuidv4, uuidv6, uuidv7, void, xid, xor

// EXTERNAL MODULE: ./node_modules/zod/v4/core/core.js
var core_core = __nccwpck_require__(532);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/util.js
var core_util = __nccwpck_require__(723);
;// CONCATENATED MODULE: ./node_modules/zod/v4/core/memoizer.js

class $ZodCyclicError extends Error {
    constructor() {
        super(`Cannot parse a reference cycle that closes through a transform`);
        this.name = "ZodCyclicError";
    }
}
/** Keyed off the context object every schema in one parse call already shares. */
const STATE = "~memo";
const NO_ISSUES = [];
// a value a cycle can close through
function isRef(value) {
    return value !== null && typeof value === "object";
}
// Receivers prefix paths in place, so the cache and every hand-out need their own copies.
function cloneIssues(issues) {
    return issues.map((iss) => (iss.path ? { ...iss, path: iss.path.slice() } : { ...iss }));
}
const recursive = /*@__PURE__*/ new WeakMap();
/** What the walk established, in order of certainty: ordered so the strongest answer among children wins. */
const NONE = 0;
const ASSUMED = 1;
const PROVEN = 2;
/** Whether this schema's subtree contains a cycle, so one parse can re-enter it. */
function isRecursive(inst, stack, resolve) {
    const cached = recursive.get(inst);
    if (cached !== undefined)
        return cached ? PROVEN : NONE;
    // Relative to the walk in progress, so not cached.
    if (stack.has(inst))
        return PROVEN;
    stack.add(inst);
    let result = NONE;
    const check = (child) => {
        if (result !== PROVEN && child?._zod) {
            const answer = isRecursive(child, stack, resolve);
            if (answer > result)
                result = answer;
        }
    };
    // `Reflect.ownKeys` rather than `Object.keys`, so a cycle through a declared symbol key is still seen
    const shape = (sh, spread) => {
        let answer = NONE;
        for (const key of Reflect.ownKeys(sh)) {
            const desc = Object.getOwnPropertyDescriptor(sh, key);
            // an object resolves its shape by spread, so a key it does not enumerate is never parsed; `z.properties` reads every own key and so keeps them all
            if (spread && !desc.enumerable)
                continue;
            // resolving runs user code, and a factory mints a fresh subtree per read, so an edge the walk can't follow counts as a cycle
            const child = desc.get ? ASSUMED : desc.value?._zod ? isRecursive(desc.value, stack, resolve) : NONE;
            if (child > answer)
                answer = child;
        }
        return answer;
    };
    const merge = (answer) => {
        if (answer > result)
            result = answer;
    };
    const def = inst._zod.def;
    const kind = def.type;
    switch (kind) {
        case "object": {
            const raw = core_util/* rawShape */.MO(def);
            // a def with no raw shape answers `shape` from an accessor of its own, and running that can mint a whole fresh subtree
            merge(raw ? shape(raw, true) : ASSUMED);
            check(def.catchall);
            break;
        }
        case "array":
            check(def.element);
            break;
        case "tuple":
            for (const el of def.items)
                check(el);
            check(def.rest);
            break;
        case "record":
        case "map":
            check(def.keyType);
            check(def.valueType);
            break;
        case "set":
            check(def.valueType);
            break;
        case "union":
            for (const el of def.options)
                check(el);
            break;
        case "intersection":
            check(def.left);
            check(def.right);
            break;
        case "optional":
        case "nullable":
        case "default":
        case "prefault":
        case "catch":
        case "readonly":
        case "nonoptional":
        case "promise":
        case "success":
            check(def.innerType);
            break;
        case "pipe":
            check(def.in);
            check(def.out);
            break;
        case "function":
            check(def.input);
            check(def.output);
            break;
        // `$ZodLazy` caches its inner on the def, so a resolved edge is followed exactly
        case "lazy": {
            const inner = def._cachedInner ?? (resolve ? inst._zod.innerType : undefined);
            // walked with resolution off: one hop sees past the deferral, and a lazy that yields only another unresolved lazy is generative, so it stops there
            merge(inner ? isRecursive(inner, stack, false) : ASSUMED);
            break;
        }
        // a leaf by choice: `parts` are regex fragments, not data positions
        case "template_literal":
        // leaves
        case "string":
        case "number":
        case "int":
        case "boolean":
        case "bigint":
        case "symbol":
        case "undefined":
        case "null":
        case "void":
        case "never":
        case "any":
        case "unknown":
        case "date":
        case "nan":
        case "enum":
        case "literal":
        case "file":
        case "transform":
        case "custom":
            break;
        default: {
            // a new built-in kind becomes a compile error here
            kind;
            // a user-defined kind can still hold children, and only its author knows where, so fall back to scanning the def — skipping accessors, since reading one can run user code
            for (const key in def) {
                const desc = Object.getOwnPropertyDescriptor(def, key);
                if (!desc || desc.get)
                    continue;
                const value = desc.value;
                if (!value || typeof value !== "object")
                    continue;
                if (value._zod)
                    check(value);
                else if (Array.isArray(value))
                    for (const el of value)
                        check(el);
            }
        }
    }
    stack.delete(inst);
    return settle(inst, result);
}
/** An assumed answer must not outlive the resolution that settles it, so only a certain one is cached. */
function settle(inst, answer) {
    if (answer !== ASSUMED)
        recursive.set(inst, answer === PROVEN);
    return answer;
}
/**
 * Whether one parse can re-enter this schema, i.e. its subtree contains a cycle.
 * Exported for `z.compile`, which refuses to compile such a schema: cycle
 * breaking is driven from here off state keyed on the parse context, and a
 * generated fast path has no context to key on.
 */
function isRecursiveSchema(inst) {
    // z.compile never parses, so nothing would ever resolve a lazy for it; it runs once and already treats a throw here as recursive
    return isRecursive(inst, new Set(), true) !== NONE;
}
function bucketFor(state, inst) {
    let bucket = state.buckets.get(inst);
    if (!bucket) {
        bucket = new WeakMap();
        state.buckets.set(inst, bucket);
    }
    return bucket;
}
// Set immediately before delegating to core and cleared immediately after, so `alloc` registers only for a visit this module is driving.
let handoff;
// Allocated but unfinished entries. `alloc` and the matching pop both happen in the synchronous part of a parse, so they nest even when children are async, and one stack serves every schema.
const memoizer_open = [];
const memo = {
    alloc(_inst, payload, empty) {
        const bucket = handoff;
        if (!bucket)
            return empty;
        handoff = undefined;
        const entry = { value: empty, issues: null };
        bucket.set(payload.value, entry);
        memoizer_open.push(entry);
        return empty;
    },
    guard(inst) {
        var _a;
        (_a = inst._zod).deferred ?? (_a.deferred = []);
        inst._zod.deferred.push(() => {
            const base = inst._zod.parse;
            const wrapped = (payload, ctx) => {
                // The value is a placeholder a back-edge is still waiting on, so the cycle closes through this transform. Its output can't exist in time to bind.
                if (ctx.direction !== "backward" && isBackEdge(ctx, payload.value))
                    throw new $ZodCyclicError();
                return base(payload, ctx);
            };
            inst._zod.parse = wrapped;
            if (inst._zod.run === base)
                inst._zod.run = wrapped;
        });
    },
    attach(inst) {
        var _a;
        let isRecursiveInst;
        let rechecked = false;
        // a recursive schema is re-entered many times per parse and its bucket never changes
        let lastCtx;
        let lastBucket;
        // Wraps `parse` in a deferred so it sees the container's final parse. Core's own deferred copies `parse` into `run` when there are no checks, and it ran first, so `run` is patched to match; with checks, `run` reads `parse` dynamically.
        (_a = inst._zod).deferred ?? (_a.deferred = []);
        inst._zod.deferred.push(() => {
            const base = inst._zod.parse;
            const wrapped = (payload, ctx) => {
                if (isRecursiveInst === undefined) {
                    const walked = isRecursive(inst, new Set(), false);
                    if (walked === NONE) {
                        // Nothing here can ever fire, so take it back out.
                        inst._zod.parse = base;
                        if (inst._zod.run === wrapped)
                            inst._zod.run = base;
                        return base(payload, ctx);
                    }
                    // this parse resolves the deferred edges on its own path, so ask once more before latching
                    if (walked === PROVEN || rechecked)
                        isRecursiveInst = true;
                    else
                        rechecked = true;
                }
                const input = payload.value;
                if (!isRef(input))
                    return base(payload, ctx);
                let state = ctx[STATE];
                if (!state) {
                    state = { buckets: new WeakMap(), backEdges: undefined };
                    ctx[STATE] = state;
                }
                let bucket;
                if (lastCtx === ctx) {
                    bucket = lastBucket;
                }
                else {
                    bucket = bucketFor(state, inst);
                    lastCtx = ctx;
                    lastBucket = bucket;
                }
                const hit = bucket.get(input);
                if (hit) {
                    payload.value = hit.value;
                    if (hit.issues) {
                        if (hit.issues.length)
                            payload.issues.push(...cloneIssues(hit.issues));
                    }
                    else {
                        // Still being parsed: its own checks cover it, so skip them here.
                        payload.memo = true;
                        state.backEdges ?? (state.backEdges = new WeakSet());
                        state.backEdges.add(hit.value);
                    }
                    return payload;
                }
                handoff = bucket;
                const depth = memoizer_open.length;
                const result = base(payload, ctx);
                handoff = undefined;
                // A container that rejected its input outright allocated nothing.
                const entry = memoizer_open.length > depth ? memoizer_open.pop() : undefined;
                // Both paths written out so the sync one allocates no closure. It runs once per node, and capturing here cost more than everything else combined.
                if (result instanceof Promise) {
                    return result.then((r) => {
                        if (entry)
                            entry.issues = r.issues.length ? cloneIssues(r.issues) : NO_ISSUES;
                        return r;
                    });
                }
                if (entry)
                    entry.issues = result.issues.length ? cloneIssues(result.issues) : NO_ISSUES;
                return result;
            };
            inst._zod.parse = wrapped;
            if (inst._zod.run === base)
                inst._zod.run = wrapped;
        });
    },
};
/** The memoizer that gives containers cycle support. `zod` installs it by default; `zod/mini` opts in with `config({ memoizer: memoizer() })`. */
function memoizer() {
    return memo;
}
/** Whether this value is a node a back-edge resolved to before it finished. */
function isBackEdge(ctx, value) {
    const backEdges = ctx[STATE]?.backEdges;
    return backEdges !== undefined && isRef(value) && backEdges.has(value);
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/regexes.js

/**
 * @deprecated CUID v1 is deprecated by its authors due to information leakage
 * (timestamps embedded in the id). Use {@link cuid2} instead.
 * See https://github.com/paralleldrive/cuid.
 */
const cuid = /^[cC][0-9a-z]{6,}$/;
const cuid2 = /^[0-9a-z]+$/;
const ulid = /^[0-7][0-9A-HJKMNP-TV-Za-hjkmnp-tv-z]{25}$/;
const xid = /^[0-9a-vA-V]{20}$/;
const ksuid = /^[A-Za-z0-9]{27}$/;
const nanoid = /^[a-zA-Z0-9_-]{21}$/;
function nanoidOfLength(length) {
    return new RegExp(`^[a-zA-Z0-9_-]{${length}}$`);
}
/** ISO 8601-1 duration regex. Does not support the 8601-2 extensions like negative durations or fractional/negative components. */
const duration = /^P(?:(\d+W)|(?!.*W)(?=\d|T\d)(\d+Y)?(\d+M)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+([.,]\d+)?S)?)?)$/;
/** Implements ISO 8601-2 extensions like explicit +- prefixes, mixing weeks with other units, and fractional/negative components. */
const extendedDuration = /^[-+]?P(?!$)(?:(?:[-+]?\d+Y)|(?:[-+]?\d+[.,]\d+Y$))?(?:(?:[-+]?\d+M)|(?:[-+]?\d+[.,]\d+M$))?(?:(?:[-+]?\d+W)|(?:[-+]?\d+[.,]\d+W$))?(?:(?:[-+]?\d+D)|(?:[-+]?\d+[.,]\d+D$))?(?:T(?=[\d+-])(?:(?:[-+]?\d+H)|(?:[-+]?\d+[.,]\d+H$))?(?:(?:[-+]?\d+M)|(?:[-+]?\d+[.,]\d+M$))?(?:[-+]?\d+(?:[.,]\d+)?S)?)??$/;
/** A regex for any UUID-like identifier: 8-4-4-4-12 hex pattern */
const guid = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$/;
/** Returns a regex for validating an RFC 9562/4122 UUID.
 *
 * @param version Optionally specify a version 1-8. If no version is specified, all versions are supported. */
const uuid = (version) => {
    if (!version)
        return /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
    return new RegExp(`^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-${version}[0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12})$`);
};
const uuid4 = /*@__PURE__*/ (/* unused pure expression or super */ null && (uuid(4)));
const uuid6 = /*@__PURE__*/ (/* unused pure expression or super */ null && (uuid(6)));
const uuid7 = /*@__PURE__*/ (/* unused pure expression or super */ null && (uuid(7)));
/** Practical email validation */
const email = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;
/** Equivalent to the HTML5 input[type=email] validation implemented by browsers. Source: https://developer.mozilla.org/en-US/docs/Web/HTML/Element/input/email */
const html5Email = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
/** The classic emailregex.com regex for RFC 5322-compliant emails */
const rfc5322Email = /^(([^<>()\[\]\\.,;:\s@"]+(\.[^<>()\[\]\\.,;:\s@"]+)*)|(".+"))@((\[[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}])|(([a-zA-Z\-0-9]+\.)+[a-zA-Z]{2,}))$/;
/** A loose regex that allows Unicode characters, enforces length limits, and that's about it. */
const unicodeEmail = /^[^\s@"]{1,64}@[^\s@]{1,255}$/u;
const idnEmail = (/* unused pure expression or super */ null && (unicodeEmail));
const browserEmail = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
// from https://thekevinscott.com/emojis-in-javascript/#writing-a-regular-expression
// Single character class, not an alternation: the two properties overlap (U+1F9B0-U+1F9B3), so `(A|B)+` backtracks exponentially on a failed match. The leading lookahead then demands one anchor — a pictograph, a regional indicator, or the enclosing keycap — because `\p{Emoji_Component}` on its own covers ASCII digits, `#`, `*`, ZWJ, variation selectors and skin tone modifiers, none of which is an emoji without a base.
const _emoji = `^(?=[\\s\\S]*[\\p{Extended_Pictographic}\\p{Regional_Indicator}\\u20E3])[\\p{Extended_Pictographic}\\p{Emoji_Component}]+$`;
function emoji() {
    return new RegExp(_emoji, "u");
}
const ipv4 = /^(?:(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\.){3}(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])$/;
const ipv6 = /^(([0-9a-fA-F]{1,4}:){7}[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,7}:|([0-9a-fA-F]{1,4}:){1,6}:[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,5}(:[0-9a-fA-F]{1,4}){1,2}|([0-9a-fA-F]{1,4}:){1,4}(:[0-9a-fA-F]{1,4}){1,3}|([0-9a-fA-F]{1,4}:){1,3}(:[0-9a-fA-F]{1,4}){1,4}|([0-9a-fA-F]{1,4}:){1,2}(:[0-9a-fA-F]{1,4}){1,5}|[0-9a-fA-F]{1,4}:((:[0-9a-fA-F]{1,4}){1,6})|:((:[0-9a-fA-F]{1,4}){1,7}|:))$/;
const mac = (delimiter) => {
    const escapedDelim = util.escapeRegex(delimiter ?? ":");
    return new RegExp(`^(?:[0-9A-F]{2}${escapedDelim}){5}[0-9A-F]{2}$|^(?:[0-9a-f]{2}${escapedDelim}){5}[0-9a-f]{2}$`);
};
const cidrv4 = /^((25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\.){3}(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\/([0-9]|[1-2][0-9]|3[0-2])$/;
const cidrv6 = /^(([0-9a-fA-F]{1,4}:){7}[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,7}:|([0-9a-fA-F]{1,4}:){1,6}:[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,5}(:[0-9a-fA-F]{1,4}){1,2}|([0-9a-fA-F]{1,4}:){1,4}(:[0-9a-fA-F]{1,4}){1,3}|([0-9a-fA-F]{1,4}:){1,3}(:[0-9a-fA-F]{1,4}){1,4}|([0-9a-fA-F]{1,4}:){1,2}(:[0-9a-fA-F]{1,4}){1,5}|[0-9a-fA-F]{1,4}:((:[0-9a-fA-F]{1,4}){1,6})|:((:[0-9a-fA-F]{1,4}){1,7}|:))\/(12[0-8]|1[01][0-9]|[1-9]?[0-9])$/;
// https://stackoverflow.com/questions/7860392/determine-if-string-is-in-base64-using-javascript
const base64 = /^$|^(?:[0-9a-zA-Z+/]{4})*(?:(?:[0-9a-zA-Z+/]{2}==)|(?:[0-9a-zA-Z+/]{3}=))?$/;
const base64url = /^(?:[A-Za-z0-9_-]{4})*(?:[A-Za-z0-9_-]{2,3})?$/;
// based on https://stackoverflow.com/questions/106179/regular-expression-to-match-dns-hostname-or-ip-address
// export const hostname: RegExp = /^([a-zA-Z0-9-]+\.)*[a-zA-Z0-9-]+$/;
const hostname = /^(?=.{1,253}\.?$)[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[-0-9a-zA-Z]{0,61}[0-9a-zA-Z])?)*\.?$/;
const domain = /^(?=.{1,253}$)([a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?\.)+[a-zA-Z]{2,63}$/;
const httpProtocol = /^https?$/;
// https://blog.stevenlevithan.com/archives/validate-phone-number#r4-3 (regex sans spaces) E.164: leading digit must be 1-9; total digits (excluding '+') between 7-15
const e164 = /^\+[1-9]\d{6,14}$/;
// Credit card shape: 12–19 digits, optionally separated by single spaces or single hyphens. ISO/IEC 7812 caps the PAN at 19 digits; 12 is the shortest issued length (Maestro).
const creditCard = /^\d(?:[ -]?\d){11,18}$/;
// ISO 4217 alpha codes from the SIX list, regenerated by scripts/update-iso-4217.ts
const currencyCode = /^(?:AED|AFN|ALL|AMD|AOA|ARS|AUD|AWG|AZN|BAM|BBD|BDT|BHD|BIF|BMD|BND|BOB|BOV|BRL|BSD|BTN|BWP|BYN|BZD|CAD|CDF|CHE|CHF|CHW|CLF|CLP|CNY|COP|COU|CRC|CUP|CVE|CZK|DJF|DKK|DOP|DZD|EGP|ERN|ETB|EUR|FJD|FKP|GBP|GEL|GHS|GIP|GMD|GNF|GTQ|GYD|HKD|HNL|HTG|HUF|IDR|ILS|INR|IQD|IRR|ISK|JMD|JOD|JPY|KES|KGS|KHR|KMF|KPW|KRW|KWD|KYD|KZT|LAK|LBP|LKR|LRD|LSL|LYD|MAD|MDL|MGA|MKD|MMK|MNT|MOP|MRU|MUR|MVR|MWK|MXN|MXV|MYR|MZN|NAD|NGN|NIO|NOK|NPR|NZD|OMR|PAB|PEN|PGK|PHP|PKR|PLN|PYG|QAR|RON|RSD|RUB|RWF|SAR|SBD|SCR|SDG|SEK|SGD|SHP|SLE|SOS|SRD|SSP|STN|SVC|SYP|SZL|THB|TJS|TMT|TND|TOP|TRY|TTD|TWD|TZS|UAH|UGX|USD|USN|UYI|UYU|UYW|UZS|VED|VES|VND|VUV|WST|XAD|XAF|XAG|XAU|XBA|XBB|XBC|XBD|XCD|XCG|XDR|XOF|XPD|XPF|XPT|XSU|XTS|XUA|XXX|YER|ZAR|ZMW|ZWG)$/;
// iban electronic format: 2-letter country, check digits 02-98 (the only values `98 - remainder` can produce), 11-30 bban characters
const iban = /^[A-Z]{2}(?!00|01|99)\d{2}[A-Z0-9]{11,30}$/;
const dateSource = `(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))`;
/** Anchors a pattern source. The interpolation lives here rather than at the call site because
 * esbuild will not drop a `@__PURE__` call whose own argument interpolates a variable, but it
 * will drop `anchor(dateSource)`. Keeping it inline pinned `date` into every bundle. */
function regexes_anchor(source) {
    return new RegExp(`^${source}$`);
}
const date = /*@__PURE__*/ regexes_anchor(dateSource);
function timeSource(args) {
    const hhmm = `(?:[01]\\d|2[0-3]):[0-5]\\d`;
    const regex = typeof args.precision === "number"
        ? args.precision === -1
            ? `${hhmm}`
            : args.precision === 0
                ? `${hhmm}:[0-5]\\d`
                : `${hhmm}:[0-5]\\d\\.\\d{${args.precision}}`
        : args.seconds
            ? `${hhmm}:[0-5]\\d(?:\\.\\d+)?`
            : `${hhmm}(?::[0-5]\\d(?:\\.\\d+)?)?`;
    return regex;
}
function time(args) {
    return new RegExp(`^${timeSource(args)}$`);
}
// Adapted from https://stackoverflow.com/a/3143231
function datetime(args) {
    const opts = ["Z"];
    // if (args.offset) opts.push(`([+-]\\d{2}:\\d{2})`);
    if (args.offset)
        opts.push(`([+-](?:[01]\\d|2[0-3]):[0-5]\\d)`);
    // RFC 3339 mandates seconds wherever the time carries a `Z` or an offset, so only the unqualified form `local` adds may omit them
    const qualified = `${timeSource({ precision: args.precision, seconds: true })}(?:${opts.join("|")})`;
    const timeRegex = args.local ? `${qualified}|${timeSource({ precision: args.precision })}` : qualified;
    return new RegExp(`^${dateSource}T(?:${timeRegex})$`);
}
// the unbounded form of `string()` as a literal, so every plain string shares one instance instead of building its own
const anyString = /^[\s\S]{0,}$/;
const string = (params) => {
    const regex = params ? `[\\s\\S]{${params?.minimum ?? 0},${params?.maximum ?? ""}}` : `[\\s\\S]*`;
    return new RegExp(`^${regex}$`);
};
const bigint = /^-?\d+n?$/;
const integer = /^-?\d+$/;
const number = /^-?\d+(?:\.\d+)?$/;
const regexes_boolean = /^(?:true|false)$/i;
const _null = /^null$/i;

const _undefined = /^undefined$/i;

// regex for string with no uppercase letters
const lowercase = /^[^A-Z]*$/;
// regex for string with no lowercase letters
const uppercase = /^[^a-z]*$/;
// regex for hexadecimal strings (any length)
const hex = /^[0-9a-fA-F]*$/;
// Hash regexes for different algorithms and encodings
// Helper function to create base64 regex with exact length and padding
function fixedBase64(bodyLength, padding) {
    return new RegExp(`^[A-Za-z0-9+/]{${bodyLength}}${padding}$`);
}
// Helper function to create base64url regex with exact length (no padding)
function fixedBase64url(length) {
    return new RegExp(`^[A-Za-z0-9_-]{${length}}$`);
}
// MD5 (16 bytes): base64 = 24 chars total (22 + "==")
const md5_hex = /^[0-9a-fA-F]{32}$/;
const md5_base64 = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64(22, "==")));
const md5_base64url = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64url(22)));
// SHA1 (20 bytes): base64 = 28 chars total (27 + "=")
const sha1_hex = /^[0-9a-fA-F]{40}$/;
const sha1_base64 = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64(27, "=")));
const sha1_base64url = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64url(27)));
// SHA256 (32 bytes): base64 = 44 chars total (43 + "=")
const sha256_hex = /^[0-9a-fA-F]{64}$/;
const sha256_base64 = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64(43, "=")));
const sha256_base64url = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64url(43)));
// SHA384 (48 bytes): base64 = 64 chars total (no padding)
const sha384_hex = /^[0-9a-fA-F]{96}$/;
const sha384_base64 = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64(64, "")));
const sha384_base64url = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64url(64)));
// SHA512 (64 bytes): base64 = 88 chars total (86 + "==")
const sha512_hex = /^[0-9a-fA-F]{128}$/;
const sha512_base64 = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64(86, "==")));
const sha512_base64url = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64url(86)));

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/checks.js
// import { $ZodType } from "./schemas.js";



const $ZodCheck = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodCheck", (inst, def) => {
    var _a;
    inst._zod ?? (inst._zod = {});
    inst._zod.def = def;
    (_a = inst._zod).onattach ?? (_a.onattach = []);
});
/** Default `when` for size-based checks: run only on non-nullish values with a `size`. */
const _whenHasSize = (payload) => {
    const val = payload.value;
    return !util.nullish(val) && val.size !== undefined;
};
/** Default `when` for length-based checks: run only on non-nullish values with a `length`. */
const _whenHasLength = (payload) => {
    const val = payload.value;
    return !core_util/* nullish */.cl(val) && val.length !== undefined;
};
const numericOriginMap = {
    number: "number",
    bigint: "bigint",
    object: "date",
};
const $ZodCheckLessThan = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodCheckLessThan", (inst, def) => {
    $ZodCheck.init(inst, def);
    const origin = numericOriginMap[typeof def.value];
    inst._zod.check = (payload) => {
        if (def.inclusive ? payload.value <= def.value : payload.value < def.value) {
            return;
        }
        payload.issues.push({
            origin: numericOriginMap[typeof payload.value] ?? origin,
            code: "too_big",
            maximum: typeof def.value === "object" ? def.value.getTime() : def.value,
            input: payload.value,
            inclusive: def.inclusive,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCheckGreaterThan = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodCheckGreaterThan", (inst, def) => {
    $ZodCheck.init(inst, def);
    const origin = numericOriginMap[typeof def.value];
    inst._zod.check = (payload) => {
        if (def.inclusive ? payload.value >= def.value : payload.value > def.value) {
            return;
        }
        payload.issues.push({
            origin: numericOriginMap[typeof payload.value] ?? origin,
            code: "too_small",
            minimum: typeof def.value === "object" ? def.value.getTime() : def.value,
            input: payload.value,
            inclusive: def.inclusive,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCheckMultipleOf = 
/*@__PURE__*/ core_core/* $constructor */.xI("$ZodCheckMultipleOf", (inst, def) => {
    $ZodCheck.init(inst, def);
    inst._zod.check = (payload) => {
        if (typeof payload.value !== typeof def.value)
            throw new Error("Cannot mix number and bigint in multiple_of check.");
        const isMultiple = typeof payload.value === "bigint"
            ? // `value % 0n` throws, and nothing is a multiple of zero — the number branch already fails this way via NaN
                def.value !== BigInt(0) && payload.value % def.value === BigInt(0)
            : core_util/* floatSafeRemainder */.LG(payload.value, def.value) === 0;
        if (isMultiple)
            return;
        payload.issues.push({
            origin: typeof payload.value,
            code: "not_multiple_of",
            divisor: def.value,
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCheckNumberFormat = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodCheckNumberFormat", (inst, def) => {
    $ZodCheck.init(inst, def); // no format checks
    def.format = def.format || "float64";
    const isInt = def.format?.includes("int");
    const origin = isInt ? "int" : "number";
    const [minimum, maximum] = core_util/* NUMBER_FORMAT_RANGES */.zH[def.format];
    inst._zod.check = (payload) => {
        const input = payload.value;
        if (isInt) {
            if (!Number.isInteger(input)) {
                // invalid_format issue
                // payload.issues.push({
                //   expected: def.format,
                //   format: def.format,
                //   code: "invalid_format",
                //   input,
                //   inst,
                // });
                // invalid_type issue
                payload.issues.push({
                    expected: origin,
                    format: def.format,
                    code: "invalid_type",
                    continue: false,
                    input,
                    inst,
                });
                return;
                // not_multiple_of issue
                // payload.issues.push({
                //   code: "not_multiple_of",
                //   origin: "number",
                //   input,
                //   inst,
                //   divisor: 1,
                // });
            }
            if (!Number.isSafeInteger(input)) {
                if (input > 0) {
                    // too_big
                    payload.issues.push({
                        input,
                        code: "too_big",
                        maximum: Number.MAX_SAFE_INTEGER,
                        note: "Integers must be within the safe integer range.",
                        inst,
                        origin,
                        inclusive: true,
                        continue: !def.abort,
                    });
                }
                else {
                    // too_small
                    payload.issues.push({
                        input,
                        code: "too_small",
                        minimum: Number.MIN_SAFE_INTEGER,
                        note: "Integers must be within the safe integer range.",
                        inst,
                        origin,
                        inclusive: true,
                        continue: !def.abort,
                    });
                }
                return;
            }
        }
        if (input < minimum) {
            payload.issues.push({
                origin: "number",
                input,
                code: "too_small",
                minimum,
                inclusive: true,
                inst,
                continue: !def.abort,
            });
        }
        if (input > maximum) {
            payload.issues.push({
                origin: "number",
                input,
                code: "too_big",
                maximum,
                inclusive: true,
                inst,
                continue: !def.abort,
            });
        }
    };
});
const $ZodCheckBigIntFormat = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCheckBigIntFormat", (inst, def) => {
    $ZodCheck.init(inst, def); // no format checks
    const [minimum, maximum] = util.BIGINT_FORMAT_RANGES[def.format];
    inst._zod.check = (payload) => {
        const input = payload.value;
        if (input < minimum) {
            payload.issues.push({
                origin: "bigint",
                input,
                code: "too_small",
                minimum: minimum,
                inclusive: true,
                inst,
                continue: !def.abort,
            });
        }
        if (input > maximum) {
            payload.issues.push({
                origin: "bigint",
                input,
                code: "too_big",
                maximum,
                inclusive: true,
                inst,
                continue: !def.abort,
            });
        }
    };
})));
const $ZodCheckMaxSize = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCheckMaxSize", (inst, def) => {
    var _a;
    $ZodCheck.init(inst, def);
    (_a = inst._zod.def).when ?? (_a.when = _whenHasSize);
    inst._zod.check = (payload) => {
        const input = payload.value;
        const size = input.size;
        if (size <= def.maximum)
            return;
        payload.issues.push({
            origin: util.getSizableOrigin(input),
            code: "too_big",
            maximum: def.maximum,
            inclusive: true,
            input,
            inst,
            continue: !def.abort,
        });
    };
})));
const $ZodCheckMinSize = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCheckMinSize", (inst, def) => {
    var _a;
    $ZodCheck.init(inst, def);
    (_a = inst._zod.def).when ?? (_a.when = _whenHasSize);
    inst._zod.check = (payload) => {
        const input = payload.value;
        const size = input.size;
        if (size >= def.minimum)
            return;
        payload.issues.push({
            origin: util.getSizableOrigin(input),
            code: "too_small",
            minimum: def.minimum,
            inclusive: true,
            input,
            inst,
            continue: !def.abort,
        });
    };
})));
const $ZodCheckSizeEquals = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCheckSizeEquals", (inst, def) => {
    var _a;
    $ZodCheck.init(inst, def);
    (_a = inst._zod.def).when ?? (_a.when = _whenHasSize);
    inst._zod.check = (payload) => {
        const input = payload.value;
        const size = input.size;
        if (size === def.size)
            return;
        const tooBig = size > def.size;
        payload.issues.push({
            origin: util.getSizableOrigin(input),
            ...(tooBig ? { code: "too_big", maximum: def.size } : { code: "too_small", minimum: def.size }),
            inclusive: true,
            exact: true,
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
})));
const $ZodCheckMaxLength = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodCheckMaxLength", (inst, def) => {
    var _a;
    $ZodCheck.init(inst, def);
    (_a = inst._zod.def).when ?? (_a.when = _whenHasLength);
    inst._zod.check = (payload) => {
        const input = payload.value;
        const units = input.length;
        // Strings are measured in Unicode code points, not UTF-16 units. A code point is at most two units, so a string that already fits in units fits in code points; only an overflow has to be counted.
        const length = typeof input === "string" && units > def.maximum ? core_util/* codePointLength */.O7(input) : units;
        if (length <= def.maximum)
            return;
        const origin = core_util/* getLengthableOrigin */.Rc(input);
        payload.issues.push({
            origin,
            code: "too_big",
            maximum: def.maximum,
            inclusive: true,
            input,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCheckMinLength = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodCheckMinLength", (inst, def) => {
    var _a;
    $ZodCheck.init(inst, def);
    (_a = inst._zod.def).when ?? (_a.when = _whenHasLength);
    inst._zod.check = (payload) => {
        const input = payload.value;
        const units = input.length;
        // A code point is one or two UTF-16 units, so fewer units than the floor can never reach it and twice the floor always clears it. Only in between is the exact count in doubt.
        const length = typeof input === "string" && units >= def.minimum && units < def.minimum * 2
            ? core_util/* codePointLength */.O7(input)
            : units;
        if (length >= def.minimum)
            return;
        const origin = core_util/* getLengthableOrigin */.Rc(input);
        payload.issues.push({
            origin,
            code: "too_small",
            minimum: def.minimum,
            inclusive: true,
            input,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCheckLengthEquals = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodCheckLengthEquals", (inst, def) => {
    var _a;
    $ZodCheck.init(inst, def);
    (_a = inst._zod.def).when ?? (_a.when = _whenHasLength);
    inst._zod.check = (payload) => {
        const input = payload.value;
        const units = input.length;
        // A code point is one or two UTF-16 units, so outside `[length, length * 2]` units the target is missed either way — and missed in the same direction in both measures.
        const length = typeof input === "string" && units >= def.length && units <= def.length * 2
            ? core_util/* codePointLength */.O7(input)
            : units;
        if (length === def.length)
            return;
        const origin = core_util/* getLengthableOrigin */.Rc(input);
        const tooBig = length > def.length;
        payload.issues.push({
            origin,
            ...(tooBig ? { code: "too_big", maximum: def.length } : { code: "too_small", minimum: def.length }),
            inclusive: true,
            exact: true,
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCheckStringFormat = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodCheckStringFormat", (inst, def) => {
    var _a, _b;
    $ZodCheck.init(inst, def);
    if (def.pattern)
        (_a = inst._zod).check ?? (_a.check = (payload) => {
            def.pattern.lastIndex = 0;
            if (def.pattern.test(payload.value))
                return;
            payload.issues.push({
                origin: "string",
                code: "invalid_format",
                format: def.format,
                input: payload.value,
                ...(def.pattern ? { pattern: def.pattern.toString() } : {}),
                inst,
                continue: !def.abort,
            });
        });
    else
        (_b = inst._zod).check ?? (_b.check = () => { });
});
const $ZodCheckRegex = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodCheckRegex", (inst, def) => {
    $ZodCheckStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        def.pattern.lastIndex = 0;
        if (def.pattern.test(payload.value))
            return;
        payload.issues.push({
            origin: "string",
            code: "invalid_format",
            format: "regex",
            input: payload.value,
            pattern: def.pattern.toString(),
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCheckLowerCase = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodCheckLowerCase", (inst, def) => {
    def.pattern ?? (def.pattern = lowercase);
    $ZodCheckStringFormat.init(inst, def);
});
const $ZodCheckUpperCase = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodCheckUpperCase", (inst, def) => {
    def.pattern ?? (def.pattern = uppercase);
    $ZodCheckStringFormat.init(inst, def);
});
const $ZodCheckIncludes = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodCheckIncludes", (inst, def) => {
    $ZodCheck.init(inst, def);
    const escapedRegex = core_util/* escapeRegex */.sD(def.includes);
    // `String.prototype.includes(sub, position)` matches `sub` at `position`
    // OR LATER, so the pattern must allow at least `position` leading chars
    // (`{N,}`), not exactly `position` chars (`{N}`).
    const pattern = new RegExp(typeof def.position === "number" ? `^.{${def.position},}${escapedRegex}` : escapedRegex);
    def.pattern = pattern;
    inst._zod.check = (payload) => {
        if (payload.value.includes(def.includes, def.position))
            return;
        payload.issues.push({
            origin: "string",
            code: "invalid_format",
            format: "includes",
            includes: def.includes,
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCheckStartsWith = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodCheckStartsWith", (inst, def) => {
    $ZodCheck.init(inst, def);
    const pattern = new RegExp(`^${core_util/* escapeRegex */.sD(def.prefix)}.*`);
    def.pattern ?? (def.pattern = pattern);
    inst._zod.check = (payload) => {
        if (payload.value.startsWith(def.prefix))
            return;
        payload.issues.push({
            origin: "string",
            code: "invalid_format",
            format: "starts_with",
            prefix: def.prefix,
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCheckEndsWith = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodCheckEndsWith", (inst, def) => {
    $ZodCheck.init(inst, def);
    const pattern = new RegExp(`.*${core_util/* escapeRegex */.sD(def.suffix)}$`);
    def.pattern ?? (def.pattern = pattern);
    inst._zod.check = (payload) => {
        if (payload.value.endsWith(def.suffix))
            return;
        payload.issues.push({
            origin: "string",
            code: "invalid_format",
            format: "ends_with",
            suffix: def.suffix,
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
});
///////////////////////////////////
/////    $ZodCheckProperty    /////
///////////////////////////////////
function handleCheckPropertyResult(result, payload, property) {
    if (result.issues.length) {
        payload.issues.push(...core_util/* prefixIssues */.lQ(property, result.issues));
    }
}
const $ZodCheckProperty = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCheckProperty", (inst, def) => {
    $ZodCheck.init(inst, def);
    inst._zod.check = (payload) => {
        const result = def.schema._zod.run({
            value: payload.value[def.property],
            issues: [],
        }, {});
        if (result instanceof Promise) {
            return result.then((result) => handleCheckPropertyResult(result, payload, def.property));
        }
        handleCheckPropertyResult(result, payload, def.property);
        return;
    };
})));
const $ZodCheckProperties = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodCheckProperties", (inst, def) => {
    $ZodCheck.init(inst, def);
    core_util/* hide */.jD(inst, Symbol.iterator, function* () {
        yield inst;
    });
    // key and schema snapshotted together: reading one live and the other cached lets a later mutation of the caller's shape object pair a stale key with a missing schema
    let entries;
    inst._zod.check = (payload) => {
        // the base schema already typed the value, so only a nullish one is rejected here: the properties read on a primitive too, matching z.property() on a string's length
        if (payload.value == null) {
            payload.issues.push({ expected: "object", code: "invalid_type", input: payload.value, inst });
            return undefined;
        }
        entries ?? (entries = Reflect.ownKeys(def.shape).map((key) => [key, def.shape[key]]));
        const input = payload.value;
        let proms;
        for (const [key, schema] of entries) {
            const result = schema._zod.run({ value: input[key], issues: [] }, {});
            if (result instanceof Promise) {
                proms ?? (proms = []);
                proms.push(result.then((result) => handleCheckPropertyResult(result, payload, key)));
            }
            else {
                handleCheckPropertyResult(result, payload, key);
            }
        }
        if (proms)
            return Promise.all(proms).then(() => undefined);
        return undefined;
    };
});
const $ZodCheckMimeType = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCheckMimeType", (inst, def) => {
    $ZodCheck.init(inst, def);
    const mimeSet = new Set(def.mime);
    inst._zod.check = (payload) => {
        if (mimeSet.has(payload.value.type))
            return;
        payload.issues.push({
            code: "invalid_value",
            values: def.mime,
            input: payload.value.type,
            inst,
            continue: !def.abort,
        });
    };
})));
const $ZodCheckOverwrite = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodCheckOverwrite", (inst, def) => {
    $ZodCheck.init(inst, def);
    inst._zod.check = (payload) => {
        payload.value = def.tx(payload.value);
    };
});

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/doc.js
class Doc {
    constructor(args = [], closed = {}) {
        this.content = [];
        this.indent = 0;
        this.args = args;
        this.closed = closed;
    }
    // the compiler catches a child's throw and keeps writing into this doc, so the indent has to unwind with it
    indented(fn) {
        this.indent += 1;
        try {
            fn(this);
        }
        finally {
            this.indent -= 1;
        }
    }
    write(arg) {
        if (typeof arg === "function") {
            arg(this, { execution: "sync" });
            arg(this, { execution: "async" });
            return;
        }
        const content = arg;
        const lines = content.split("\n").filter((x) => x);
        const minIndent = Math.min(...lines.map((x) => x.length - x.trimStart().length));
        const dedented = lines.map((x) => x.slice(minIndent)).map((x) => " ".repeat(this.indent * 2) + x);
        for (const line of dedented) {
            this.content.push(line);
        }
    }
    compile() {
        const F = Function;
        const content = this?.content ?? [``];
        const factory = new F(...Object.keys(this.closed), `return function (${this.args.join(", ")}) {\n${content.join("\n")}\n};`);
        return factory(...Object.values(this.closed));
    }
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/versions.js
const version = {
    major: 4,
    minor: 6,
    patch: 7,
};

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/schemas.js







const $ZodType = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodType", (inst, def) => {
    var _a;
    inst ?? (inst = {});
    inst._zod.def = def; // set _def property
    inst._zod.bag = inst._zod.bag || {}; // initialize _bag object
    inst._zod.version = version;
    const defChecks = inst._zod.def.checks;
    // if inst is itself a checks.$ZodCheck, run it as a check
    const checks = inst._zod.traits.has("$ZodCheck")
        ? [inst, ...(defChecks ?? [])]
        : defChecks?.length
            ? [...defChecks]
            : [];
    for (const ch of checks) {
        for (const fn of ch._zod.onattach) {
            fn(inst);
        }
    }
    if (checks.length === 0) {
        // deferred initializer inst._zod.parse is not yet defined
        (_a = inst._zod).deferred ?? (_a.deferred = []);
        inst._zod.deferred?.push(() => {
            inst._zod.run = inst._zod.parse;
        });
    }
    else {
        const runChecks = (payload, checks, ctx) => {
            if (payload.memo)
                return payload;
            let isAborted = core_util/* aborted */.QH(payload);
            let asyncResult;
            for (const ch of checks) {
                if (ch._zod.def.when) {
                    if (core_util/* explicitlyAborted */.rL(payload))
                        continue;
                    const shouldRun = ch._zod.def.when(payload);
                    if (!shouldRun)
                        continue;
                }
                else if (isAborted) {
                    continue;
                }
                const currLen = payload.issues.length;
                const _ = ch._zod.check(payload);
                if (_ instanceof Promise && ctx?.async === false) {
                    throw new core_core/* $ZodAsyncError */.GT();
                }
                if (asyncResult || _ instanceof Promise) {
                    asyncResult = (asyncResult ?? Promise.resolve()).then(async () => {
                        await _;
                        const nextLen = payload.issues.length;
                        if (nextLen === currLen)
                            return;
                        core_util/* attachSchema */.d3(payload.issues, currLen, inst);
                        if (!isAborted)
                            isAborted = core_util/* aborted */.QH(payload, currLen);
                    });
                }
                else {
                    const nextLen = payload.issues.length;
                    if (nextLen === currLen)
                        continue;
                    core_util/* attachSchema */.d3(payload.issues, currLen, inst);
                    if (!isAborted)
                        isAborted = core_util/* aborted */.QH(payload, currLen);
                }
            }
            if (asyncResult) {
                return asyncResult.then(() => {
                    return payload;
                });
            }
            return payload;
        };
        const handleCanaryResult = (canary, payload, ctx) => {
            // abort if the canary is aborted
            if (core_util/* aborted */.QH(canary)) {
                canary.aborted = true;
                return canary;
            }
            // run checks first, then
            const checkResult = runChecks(payload, checks, ctx);
            if (checkResult instanceof Promise) {
                if (ctx.async === false)
                    throw new core_core/* $ZodAsyncError */.GT();
                return checkResult.then((checkResult) => inst._zod.parse(checkResult, ctx));
            }
            return inst._zod.parse(checkResult, ctx);
        };
        inst._zod.run = (payload, ctx) => {
            if (ctx.skipChecks) {
                return inst._zod.parse(payload, ctx);
            }
            if (ctx.direction === "backward") {
                // run canary initial pass (no checks)
                const canary = inst._zod.parse({ value: payload.value, issues: [] }, { ...ctx, skipChecks: true });
                if (canary instanceof Promise) {
                    return canary.then((canary) => {
                        return handleCanaryResult(canary, payload, ctx);
                    });
                }
                return handleCanaryResult(canary, payload, ctx);
            }
            // forward
            const result = inst._zod.parse(payload, ctx);
            if (result instanceof Promise) {
                if (ctx.async === false)
                    throw new core_core/* $ZodAsyncError */.GT();
                return result.then((result) => runChecks(result, checks, ctx));
            }
            return runChecks(result, checks, ctx);
        };
    }
}, {
    // Wrappers extend this by installing a richer factory over it; reading it eagerly would defeat the laziness.
    get "~standard"() {
        return core_util/* hide */.jD(this, "~standard", standardProps(this));
    },
    set "~standard"(value) {
        core_util/* own */.qh(this, "~standard", value);
    },
});
/** The Standard Schema surface for `inst`. Shared so wrappers can extend it without forcing it. */
// a Standard Schema result only reports issues, so a failure finalizes them straight off the raw payload: no ZodError, and no lazy result to read through
const toStandardResult = (r, ctx) => r.issues.length ? { issues: r.issues.map((iss) => core_util/* finalizeIssue */.iR(iss, ctx, core_core/* config */.$W())) } : { value: r.value };
async function validateAsync(inst, value) {
    const ctx = { async: true };
    return toStandardResult((await inst._zod.run({ value, issues: [] }, ctx)), ctx);
}
function standardProps(inst) {
    return {
        validate: (value) => {
            const ctx = { async: false };
            try {
                const r = inst._zod.run({ value, issues: [] }, ctx);
                if (!(r instanceof Promise))
                    return toStandardResult(r, ctx);
            }
            catch (_) { }
            // async function so a synchronously throwing check rejects instead of escaping validate
            return validateAsync(inst, value);
        },
        vendor: "zod",
        version: 1,
    };
}

const $ZodString = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodString", (inst, def) => {
    $ZodType.init(inst, def);
    // a format's own pattern, else unbounded; a template literal derives the check-aware form itself
    inst._zod.pattern = def.pattern ?? anyString;
    inst._zod.parse = (payload, _) => {
        if (def.coerce)
            try {
                payload.value = String(payload.value);
            }
            catch (_) { }
        if (typeof payload.value === "string")
            return payload;
        payload.issues.push({
            expected: "string",
            code: "invalid_type",
            input: payload.value,
            inst,
        });
        return payload;
    };
});
const $ZodStringFormat = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodStringFormat", (inst, def) => {
    // check initialization must come first
    $ZodCheckStringFormat.init(inst, def);
    $ZodString.init(inst, def);
});
const $ZodGUID = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodGUID", (inst, def) => {
    def.pattern ?? (def.pattern = guid);
    $ZodStringFormat.init(inst, def);
});
const $ZodUUID = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodUUID", (inst, def) => {
    if (def.version) {
        const versionMap = {
            v1: 1,
            v2: 2,
            v3: 3,
            v4: 4,
            v5: 5,
            v6: 6,
            v7: 7,
            v8: 8,
        };
        const v = versionMap[def.version];
        if (v === undefined)
            throw new Error(`Invalid UUID version: "${def.version}"`);
        def.pattern ?? (def.pattern = uuid(v));
    }
    else
        def.pattern ?? (def.pattern = uuid());
    $ZodStringFormat.init(inst, def);
});
const $ZodEmail = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodEmail", (inst, def) => {
    def.pattern ?? (def.pattern = email);
    $ZodStringFormat.init(inst, def);
});
/** The `://` guard rejected the input before the URL constructor saw it. */
const URL_BAD_FORMAT = 1;
/** The URL parser rejected the input. */
const URL_UNPARSEABLE = 2;
function canParseURL(input) {
    try {
        if (typeof URL !== "undefined" && typeof URL.canParse === "function")
            return URL.canParse(input);
        new URL(input);
        return true;
    }
    catch {
        return false;
    }
}
function validateURL(trimmed, def) {
    if (!("normalize" in def) && !("hostname" in def) && !("protocol" in def)) {
        return canParseURL(trimmed) || URL_UNPARSEABLE;
    }
    return parseURLObject(trimmed, def);
}
/** Parses a URL while preserving the non-normalizing HTTP guard. */
function parseURLObject(trimmed, def) {
    // When normalize is off, require :// for http/https URLs. This prevents strings like "http:example.com" or "https:/path" from being silently accepted
    if (!def.normalize && def.protocol?.source === httpProtocol.source && !/^https?:\/\//i.test(trimmed)) {
        return URL_BAD_FORMAT;
    }
    try {
        if (typeof URL !== "undefined") {
            const URLStatic = URL;
            if (typeof URLStatic.parse === "function")
                return URLStatic.parse(trimmed) ?? URL_UNPARSEABLE;
        }
        // @ts-ignore
        return new URL(trimmed);
    }
    catch {
        return URL_UNPARSEABLE;
    }
}
const asciiTabOrNewline = /[\t\n\r]/g;
/** The URL parser deletes every ASCII tab, LF and CR from its input before it parses, so `new URL("https://exa\nmple.com")` reports on `example.com`. Applying the same deletion to the returned value closes the half of that divergence which can move the host; the parser's other rewrite, stripping C0 controls at the edges, cannot. */
function stripTabAndNewline(value) {
    return value.replace(asciiTabOrNewline, "");
}
function urlHostnameOk(url, hostname) {
    hostname.lastIndex = 0;
    return hostname.test(url.hostname);
}
function urlProtocolOk(url, protocol) {
    protocol.lastIndex = 0;
    return protocol.test(url.protocol.endsWith(":") ? url.protocol.slice(0, -1) : url.protocol);
}
const $ZodURL = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodURL", (inst, def) => {
    $ZodStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        try {
            // Trim whitespace from input
            const trimmed = payload.value.trim();
            const url = validateURL(trimmed, def);
            if (url === URL_BAD_FORMAT) {
                payload.issues.push({
                    code: "invalid_format",
                    format: "url",
                    note: "Invalid URL format",
                    input: payload.value,
                    inst,
                    continue: !def.abort,
                });
                return;
            }
            if (url === URL_UNPARSEABLE) {
                payload.issues.push({
                    code: "invalid_format",
                    format: "url",
                    input: payload.value,
                    inst,
                    continue: !def.abort,
                });
                return;
            }
            if (url === true) {
                payload.value = stripTabAndNewline(trimmed);
                return;
            }
            if (def.hostname && !urlHostnameOk(url, def.hostname)) {
                payload.issues.push({
                    code: "invalid_format",
                    format: "url",
                    note: "Invalid hostname",
                    pattern: def.hostname.source,
                    input: payload.value,
                    inst,
                    continue: !def.abort,
                });
            }
            if (def.protocol && !urlProtocolOk(url, def.protocol)) {
                payload.issues.push({
                    code: "invalid_format",
                    format: "url",
                    note: "Invalid protocol",
                    pattern: def.protocol.source,
                    input: payload.value,
                    inst,
                    continue: !def.abort,
                });
            }
            // Set the output value based on normalize flag
            payload.value = def.normalize ? url.href : stripTabAndNewline(trimmed);
            return;
        }
        catch (_) {
            payload.issues.push({
                code: "invalid_format",
                format: "url",
                input: payload.value,
                inst,
                continue: !def.abort,
            });
        }
    };
});
const $ZodEmoji = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodEmoji", (inst, def) => {
    def.pattern ?? (def.pattern = emoji());
    $ZodStringFormat.init(inst, def);
});
const $ZodNanoID = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodNanoID", (inst, def) => {
    if (def.length !== undefined && (!Number.isInteger(def.length) || def.length < 1))
        throw new Error(`Invalid nanoid length: ${def.length}`);
    def.pattern ?? (def.pattern = def.length === undefined ? nanoid : nanoidOfLength(def.length));
    $ZodStringFormat.init(inst, def);
});
/**
 * @deprecated CUID v1 is deprecated by its authors due to information leakage
 * (timestamps embedded in the id). Use {@link $ZodCUID2} instead.
 * See https://github.com/paralleldrive/cuid.
 */
const $ZodCUID = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodCUID", (inst, def) => {
    def.pattern ?? (def.pattern = cuid);
    $ZodStringFormat.init(inst, def);
});
const $ZodCUID2 = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodCUID2", (inst, def) => {
    def.pattern ?? (def.pattern = cuid2);
    $ZodStringFormat.init(inst, def);
});
const $ZodULID = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodULID", (inst, def) => {
    def.pattern ?? (def.pattern = ulid);
    $ZodStringFormat.init(inst, def);
});
const $ZodXID = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodXID", (inst, def) => {
    def.pattern ?? (def.pattern = xid);
    $ZodStringFormat.init(inst, def);
});
const $ZodKSUID = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodKSUID", (inst, def) => {
    def.pattern ?? (def.pattern = ksuid);
    $ZodStringFormat.init(inst, def);
});
const $ZodISODateTime = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodISODateTime", (inst, def) => {
    def.pattern ?? (def.pattern = datetime(def));
    $ZodStringFormat.init(inst, def);
});
const $ZodISODate = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodISODate", (inst, def) => {
    def.pattern ?? (def.pattern = date);
    $ZodStringFormat.init(inst, def);
});
const $ZodISOTime = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodISOTime", (inst, def) => {
    def.pattern ?? (def.pattern = time(def));
    $ZodStringFormat.init(inst, def);
});
const $ZodISODuration = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodISODuration", (inst, def) => {
    def.pattern ?? (def.pattern = duration);
    $ZodStringFormat.init(inst, def);
});
const $ZodIPv4 = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodIPv4", (inst, def) => {
    def.pattern ?? (def.pattern = ipv4);
    $ZodStringFormat.init(inst, def);
});
/** An IPv6 address is written with hex digits, colons and dots, and nothing else. The guard is what makes the check below an IPv6 check: `new URL("http://[...]")` parses an authority, not an address, so `@` and `\` re-delimit it and `"::@1\\"` validates against the host `0.0.0.1`. The URL parser also deletes ASCII tab, LF and CR rather than failing, which is how `"::1\n"` validated as `::1`. */
const ipv6Alphabet = /^[0-9a-fA-F:.]+$/;
function isValidIPv6(value) {
    if (!ipv6Alphabet.test(value))
        return false;
    return canParseURL(`http://[${value}]`);
}
const $ZodIPv6 = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodIPv6", (inst, def) => {
    def.pattern ?? (def.pattern = ipv6);
    $ZodStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        if (!isValidIPv6(payload.value)) {
            payload.issues.push({
                code: "invalid_format",
                format: "ipv6",
                input: payload.value,
                inst,
                continue: !def.abort,
            });
        }
    };
});
const $ZodMAC = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodMAC", (inst, def) => {
    def.pattern ?? (def.pattern = regexes.mac(def.delimiter));
    $ZodStringFormat.init(inst, def);
})));
const $ZodCIDRv4 = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodCIDRv4", (inst, def) => {
    def.pattern ?? (def.pattern = cidrv4);
    $ZodStringFormat.init(inst, def);
});
function isValidCIDRv6(value) {
    const parts = value.split("/");
    if (parts.length !== 2)
        return false;
    const [address, prefix] = parts;
    if (!prefix)
        return false;
    const prefixNum = Number(prefix);
    if (`${prefixNum}` !== prefix)
        return false;
    if (prefixNum < 0 || prefixNum > 128)
        return false;
    return isValidIPv6(address);
}
const $ZodCIDRv6 = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodCIDRv6", (inst, def) => {
    def.pattern ?? (def.pattern = cidrv6); // not used for validation
    $ZodStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        if (!isValidCIDRv6(payload.value)) {
            payload.issues.push({
                code: "invalid_format",
                format: "cidrv6",
                input: payload.value,
                inst,
                continue: !def.abort,
            });
        }
    };
});
//////////////////////////////   ZodBase64   //////////////////////////////
function isValidBase64(data) {
    if (data === "")
        return true;
    // atob ignores whitespace, so reject it up front.
    if (/\s/.test(data))
        return false;
    if (data.length % 4 !== 0)
        return false;
    try {
        // @ts-ignore
        atob(data);
        return true;
    }
    catch {
        return false;
    }
}
// lax on purpose: the quantified regexes.base64 overflows the regex stack on multi-MB input and its leading ^$| alternation leaks through template-literal composition; isValidBase64 enforces length and padding
const base64Charset = /^[0-9a-zA-Z+/]*={0,2}$/;
const $ZodBase64 = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodBase64", (inst, def) => {
    def.pattern ?? (def.pattern = base64Charset);
    $ZodStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        if (isValidBase64(payload.value))
            return;
        payload.issues.push({
            code: "invalid_format",
            format: "base64",
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
});
//////////////////////////////   ZodBase64URL   //////////////////////////////
// lax on purpose: the quantified regexes.base64url overflows the regex stack on multi-MB input; isValidBase64 enforces length on the padded string
const base64urlCharset = /^[A-Za-z0-9_-]*$/;
function isValidBase64URL(data) {
    if (!base64urlCharset.test(data))
        return false;
    const base64 = data.replace(/[-_]/g, (c) => (c === "-" ? "+" : "/"));
    const padded = base64.padEnd(Math.ceil(base64.length / 4) * 4, "=");
    return isValidBase64(padded);
}
const $ZodBase64URL = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodBase64URL", (inst, def) => {
    def.pattern ?? (def.pattern = base64urlCharset);
    $ZodStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        if (isValidBase64URL(payload.value))
            return;
        payload.issues.push({
            code: "invalid_format",
            format: "base64url",
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodE164 = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodE164", (inst, def) => {
    def.pattern ?? (def.pattern = e164);
    $ZodStringFormat.init(inst, def);
});
//////////////////////////////   ZodCreditCard   //////////////////////////////
const CC_SANITIZE = /[- ]/g;
/** Luhn checksum on a digit-only string. Adapted from valibot (MIT). */
function isLuhnAlgo(digits) {
    let length = digits.length;
    let bit = 1;
    let sum = 0;
    while (length) {
        const value = digits.charCodeAt(--length) - 48;
        bit ^= 1;
        sum += bit ? [0, 2, 4, 6, 8, 1, 3, 5, 7, 9][value] : value;
    }
    return sum % 10 === 0;
}
function isValidCreditCard(input) {
    if (!regexes.creditCard.test(input))
        return false;
    return isLuhnAlgo(input.replace(CC_SANITIZE, ""));
}
const $ZodCreditCard = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCreditCard", (inst, def) => {
    // Shape only — the Luhn check below is not expressible as a pattern, so consumers of `pattern` (JSON Schema, template literals) get the length and separator rules alone.
    def.pattern ?? (def.pattern = regexes.creditCard);
    $ZodStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        if (isValidCreditCard(payload.value))
            return;
        payload.issues.push({
            code: "invalid_format",
            format: "credit_card",
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
})));
//////////////////////////////   ZodIBAN   //////////////////////////////
// iso 7064 mod 97-10 checksum without BigInt
function isIso7064Mod97(iban) {
    let remainder = 0;
    const len = iban.length;
    for (let i = 4; i < len; i++) {
        const code = iban.charCodeAt(i);
        remainder = (code >= 65 ? remainder * 100 + (code - 55) : remainder * 10 + (code - 48)) % 97;
    }
    for (let i = 0; i < 4; i++) {
        const code = iban.charCodeAt(i);
        remainder = (code >= 65 ? remainder * 100 + (code - 55) : remainder * 10 + (code - 48)) % 97;
    }
    return remainder === 1;
}
function isValidIBAN(input) {
    if (!regexes.iban.test(input))
        return false;
    return isIso7064Mod97(input);
}
const $ZodIBAN = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodIBAN", (inst, def) => {
    // shape only — checksum is not expressible as a pattern
    def.pattern ?? (def.pattern = regexes.iban);
    $ZodStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        if (isValidIBAN(payload.value))
            return;
        payload.issues.push({
            code: "invalid_format",
            format: "iban",
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
})));
//////////////////////////////   ZodJWT   //////////////////////////////
function isValidJWT(token, algorithm = null) {
    try {
        const tokensParts = token.split(".");
        if (tokensParts.length !== 3)
            return false;
        const [header] = tokensParts;
        if (!header)
            return false;
        // @ts-ignore
        const parsedHeader = JSON.parse(atob(header));
        if ("typ" in parsedHeader && parsedHeader?.typ !== "JWT")
            return false;
        if (!parsedHeader.alg)
            return false;
        if (algorithm && (!("alg" in parsedHeader) || parsedHeader.alg !== algorithm))
            return false;
        return true;
    }
    catch {
        return false;
    }
}
const $ZodJWT = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodJWT", (inst, def) => {
    $ZodStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        if (isValidJWT(payload.value, def.alg))
            return;
        payload.issues.push({
            code: "invalid_format",
            format: "jwt",
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCustomStringFormat = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCustomStringFormat", (inst, def) => {
    $ZodStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        if (def.fn(payload.value))
            return;
        payload.issues.push({
            code: "invalid_format",
            format: def.format,
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
})));
const $ZodNumber = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodNumber", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.pattern = number;
    inst._zod.parse = (payload, _ctx) => {
        if (def.coerce)
            try {
                payload.value = Number(payload.value);
            }
            catch (_) { }
        const input = payload.value;
        if (typeof input === "number" && !Number.isNaN(input) && Number.isFinite(input)) {
            return payload;
        }
        const received = typeof input === "number"
            ? Number.isNaN(input)
                ? "NaN"
                : !Number.isFinite(input)
                    ? String(input)
                    : undefined
            : undefined;
        payload.issues.push({
            expected: "number",
            code: "invalid_type",
            input,
            inst,
            ...(received ? { received } : {}),
        });
        return payload;
    };
});
const $ZodNumberFormat = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodNumberFormat", (inst, def) => {
    $ZodCheckNumberFormat.init(inst, def);
    $ZodNumber.init(inst, def); // no format checks
});
const $ZodBoolean = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodBoolean", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.pattern = regexes_boolean;
    inst._zod.parse = (payload, _ctx) => {
        if (def.coerce)
            try {
                payload.value = Boolean(payload.value);
            }
            catch (_) { }
        const input = payload.value;
        if (typeof input === "boolean")
            return payload;
        payload.issues.push({
            expected: "boolean",
            code: "invalid_type",
            input,
            inst,
        });
        return payload;
    };
});
const $ZodBigInt = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodBigInt", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.pattern = bigint;
    inst._zod.parse = (payload, _ctx) => {
        if (def.coerce)
            try {
                payload.value = BigInt(payload.value);
            }
            catch (_) { }
        if (typeof payload.value === "bigint")
            return payload;
        payload.issues.push({
            expected: "bigint",
            code: "invalid_type",
            input: payload.value,
            inst,
        });
        return payload;
    };
});
const $ZodBigIntFormat = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodBigIntFormat", (inst, def) => {
    checks.$ZodCheckBigIntFormat.init(inst, def);
    $ZodBigInt.init(inst, def); // no format checks
})));
const $ZodSymbol = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodSymbol", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, _ctx) => {
        const input = payload.value;
        if (typeof input === "symbol")
            return payload;
        payload.issues.push({
            expected: "symbol",
            code: "invalid_type",
            input,
            inst,
        });
        return payload;
    };
})));
const $ZodUndefined = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodUndefined", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.pattern = regexes.undefined;
    inst._zod.values = new Set([undefined]);
    inst._zod.parse = (payload, _ctx) => {
        const input = payload.value;
        if (typeof input === "undefined")
            return payload;
        payload.issues.push({
            expected: "undefined",
            code: "invalid_type",
            input,
            inst,
        });
        return payload;
    };
})));
const $ZodNull = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodNull", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.pattern = _null;
    inst._zod.values = new Set([null]);
    inst._zod.parse = (payload, _ctx) => {
        const input = payload.value;
        if (input === null)
            return payload;
        payload.issues.push({
            expected: "null",
            code: "invalid_type",
            input,
            inst,
        });
        return payload;
    };
});
const $ZodAny = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodAny", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload) => payload;
})));
const $ZodUnknown = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodUnknown", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload) => payload;
});
const $ZodNever = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodNever", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, _ctx) => {
        payload.issues.push({
            expected: "never",
            code: "invalid_type",
            input: payload.value,
            inst,
        });
        return payload;
    };
});
const $ZodVoid = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodVoid", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, _ctx) => {
        const input = payload.value;
        if (typeof input === "undefined")
            return payload;
        payload.issues.push({
            expected: "void",
            code: "invalid_type",
            input,
            inst,
        });
        return payload;
    };
})));
const $ZodDate = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodDate", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, _ctx) => {
        if (def.coerce) {
            try {
                payload.value = new Date(payload.value);
            }
            catch (_err) { }
        }
        const input = payload.value;
        const isDate = input instanceof Date;
        const isValidDate = isDate && !Number.isNaN(input.getTime());
        if (isValidDate)
            return payload;
        payload.issues.push({
            expected: "date",
            code: "invalid_type",
            input,
            ...(isDate ? { received: "Invalid Date" } : {}),
            inst,
        });
        return payload;
    };
});
// an oversized container fails its leading size checks before any element is parsed
function capSize(inst, size) {
    const caps = core_util/* sizeCaps */.hi(inst._zod.def.checks);
    if (!caps.length)
        return;
    const cap = Math.min(...caps.map((c) => c[0]));
    const parse = inst._zod.parse;
    inst._zod.parse = (payload, ctx) => {
        const n = size(payload.value);
        if (n > cap && !ctx?.skipChecks && ctx?.direction !== "backward") {
            for (const [max, ch] of core_util/* sizeCaps */.hi(inst._zod.def.checks)) {
                if (n > max && ch._zod.def.when(payload)) {
                    const start = payload.issues.length;
                    ch._zod.check(payload);
                    // the value is still the raw input, so no later check may read it
                    payload.issues[start].continue = false;
                    core_util/* attachSchema */.d3(payload.issues, start, inst);
                    return payload;
                }
            }
        }
        return parse(payload, ctx);
    };
}
const arraySize = (input) => (Array.isArray(input) ? input.length : -1);
const mapSize = (input) => (input instanceof Map ? input.size : -1);
const setSize = (input) => (input instanceof Set ? input.size : -1);
function handleArrayResult(result, final, index) {
    if (result.issues.length) {
        final.issues.push(...core_util/* prefixIssues */.lQ(index, result.issues));
    }
    final.value[index] = result.value;
}
const $ZodArray = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodArray", (inst, def) => {
    $ZodType.init(inst, def);
    const memo = core_core/* globalConfig */.cr.memoizer;
    memo?.attach(inst);
    inst._zod.parse = (payload, ctx) => {
        const input = payload.value;
        if (!Array.isArray(input)) {
            payload.issues.push({
                expected: "array",
                code: "invalid_type",
                input,
                inst,
            });
            return payload;
        }
        payload.value = memo ? memo.alloc(inst, payload, Array(input.length), ctx) : Array(input.length);
        const proms = [];
        const abortEarly = ctx?.abortEarly;
        for (let i = 0; i < input.length; i++) {
            const item = input[i];
            const result = def.element._zod.run({
                value: item,
                issues: [],
            }, ctx);
            if (result instanceof Promise) {
                proms.push(result.then((result) => handleArrayResult(result, payload, i)));
            }
            else {
                handleArrayResult(result, payload, i);
                // the element's payload is authoritative here, since handleArrayResult forwards every issue; an object's is not, because it drops a failed absent optional
                if (abortEarly && result.issues.length !== 0 && core_util/* aborted */.QH(result))
                    break;
            }
        }
        if (proms.length) {
            return Promise.all(proms).then(() => payload);
        }
        return payload; //handleArrayResultsAsync(parseResults, final);
    };
    capSize(inst, arraySize);
});
function handlePropertyResult(result, final, key, input, optin, optout) {
    const isPresent = key in input;
    const isOptionalOut = optout === "optional";
    // The middle rung means "absence permitted, nothing supplied in its place", so an absent key contributes nothing — whatever the schema made of `undefined` is invented, not substituted. Only `optional` reaches this with a value: `defaulted` substitutes, and a schema that isn't optional-out has to keep the key.
    if (!isPresent && isOptionalOut && optin === "optional") {
        return;
    }
    if (result.issues.length) {
        // For optional-in/out schemas, ignore errors on absent keys.
        if (optin !== undefined && isOptionalOut && !isPresent) {
            return;
        }
        final.issues.push(...core_util/* prefixIssues */.lQ(key, result.issues));
    }
    if (!isPresent && optin === undefined) {
        if (!result.issues.length) {
            final.issues.push({
                code: "invalid_type",
                expected: "nonoptional",
                input: undefined,
                path: [key],
            });
        }
        return;
    }
    if (result.value === undefined) {
        if (isPresent || (optin === "defaulted" && !isOptionalOut)) {
            final.value[key] = undefined;
        }
    }
    else {
        final.value[key] = result.value;
    }
}
// one shared instance; a fresh [] per schema cost 56 bytes retained
const NO_SYMBOL_KEYS = [];
function normalizeDef(def) {
    const keys = Object.keys(def.shape);
    const ownSymbols = Object.getOwnPropertySymbols(def.shape);
    const symbolKeys = ownSymbols.length ? ownSymbols : NO_SYMBOL_KEYS;
    // aliases `keys` when there are no symbols, so a string-only shape keeps one array
    const allKeys = symbolKeys.length ? [...keys, ...symbolKeys] : keys;
    for (const k of allKeys) {
        if (!def.shape?.[k]?._zod?.traits?.has("$ZodType")) {
            throw new Error(`Invalid element at key "${String(k)}": expected a Zod schema`);
        }
    }
    const okeys = core_util/* optionalKeys */.NM(def.shape);
    return {
        ...def,
        allKeys,
        symbolKeys,
        // string-only: handleCatchall matches it against `for...in`, which never yields a symbol
        keySet: new Set(keys),
        numKeys: keys.length,
        optionalKeys: new Set(okeys),
    };
}
function handleCatchall(proms, input, payload, ctx, def, inst, abortEarly) {
    const unrecognized = [];
    const keySet = def.keySet;
    const _catchall = def.catchall._zod;
    const t = _catchall.def.type;
    const optin = _catchall.optin;
    const optout = _catchall.optout;
    // starts at 0, not the current length: the shape phase already ran and may have aborted
    let seen = 0;
    for (const key in input) {
        if (abortEarly && payload.issues.length !== seen) {
            if (core_util/* aborted */.QH(payload, seen))
                break;
            seen = payload.issues.length;
        }
        // Must precede the __proto__ branch: a declared key is not unrecognized, even though the shape loop deliberately strips __proto__ from the parsed output.
        if (keySet.has(key))
            continue;
        // Don't copy an undeclared __proto__ into the result; assignment to a plain {} would replace the result prototype. But in strict mode it is still an unknown key, so report it before skipping.
        if (key === "__proto__") {
            if (t === "never")
                unrecognized.push(key);
            continue;
        }
        if (t === "never") {
            unrecognized.push(key);
            continue;
        }
        const r = _catchall.run({ value: input[key], issues: [] }, ctx);
        if (r instanceof Promise) {
            proms.push(r.then((r) => handlePropertyResult(r, payload, key, input, optin, optout)));
        }
        else {
            handlePropertyResult(r, payload, key, input, optin, optout);
        }
    }
    if (unrecognized.length) {
        payload.issues.push({
            code: "unrecognized_keys",
            keys: unrecognized,
            input,
            inst,
            // Describes the shape of the input, not the validity of the parsed value, so it never aborts. The parse still fails; the schema's own checks just get to run first, and an enclosing intersection can reconcile the key against a sibling operand.
            continue: true,
        });
    }
    if (!proms.length)
        return payload;
    return Promise.all(proms).then(() => {
        return payload;
    });
}
const $ZodObject = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodObject", (inst, def) => {
    // requires cast because technically $ZodObject doesn't extend
    $ZodType.init(inst, def);
    const desc = Object.getOwnPropertyDescriptor(def, "shape");
    // a cloned def carries its source's accessor, which knows the shape it answers from; adopting that keeps the clone's keys readable without running it
    const sh = desc?.get ? desc.get.raw : (def.shape ?? {});
    if (sh) {
        // Freezes the shape on first read, so its getters resolve once and every later read sees the same schemas.
        const get = () => {
            const newSh = { ...sh };
            Object.defineProperty(def, "shape", { value: newSh });
            get.raw = newSh;
            return newSh;
        };
        get.raw = sh;
        Object.defineProperty(def, "shape", { get });
    }
    const _normalized = core_util/* cached */.PO(() => normalizeDef(def));
    core_util/* defineLazyInternal */.v5(inst, "propValues", (zod) => {
        const shape = zod.def.shape;
        const propValues = {};
        for (const key in shape) {
            const field = shape[key]._zod;
            if (field.values) {
                if (!Object.prototype.hasOwnProperty.call(propValues, key)) {
                    core_util/* assignProp */.Vy(propValues, key, new Set());
                }
                for (const v of field.values)
                    propValues[key].add(v);
                // An omittable slot reads back as undefined at a discriminator lookup, so it has to claim undefined: two options that can both omit the key are not discriminable on it.
                if (field.optin !== undefined)
                    propValues[key].add(undefined);
            }
        }
        return propValues;
    });
    const isObject = core_util/* isObject */.Gv;
    const catchall = def.catchall;
    let value;
    const memo = core_core/* globalConfig */.cr.memoizer;
    memo?.attach(inst);
    inst._zod.parse = (payload, ctx) => {
        value ?? (value = _normalized.value);
        const input = payload.value;
        if (!isObject(input)) {
            payload.issues.push({
                expected: "object",
                code: "invalid_type",
                input,
                inst,
            });
            return payload;
        }
        payload.value = memo ? memo.alloc(inst, payload, {}, ctx) : {};
        const proms = [];
        const shape = value.shape;
        const abortEarly = ctx?.abortEarly;
        let seen = payload.issues.length;
        for (const key of value.allKeys) {
            if (abortEarly && payload.issues.length !== seen) {
                if (core_util/* aborted */.QH(payload, seen))
                    break;
                seen = payload.issues.length;
            }
            if (key === "__proto__")
                continue;
            const el = shape[key];
            const optin = el._zod.optin;
            const optout = el._zod.optout;
            const r = el._zod.run({ value: input[key], issues: [] }, ctx);
            if (r instanceof Promise) {
                proms.push(r.then((r) => handlePropertyResult(r, payload, key, input, optin, optout)));
            }
            else {
                handlePropertyResult(r, payload, key, input, optin, optout);
            }
        }
        if (!catchall) {
            return proms.length ? Promise.all(proms).then(() => payload) : payload;
        }
        return handleCatchall(proms, input, payload, ctx, _normalized.value, inst, abortEarly === true);
    };
});
const $ZodObjectJIT = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodObjectJIT", (inst, def) => {
    // requires cast because technically $ZodObject doesn't extend
    $ZodObject.init(inst, def);
    const superParse = inst._zod.parse;
    const _normalized = core_util/* cached */.PO(() => normalizeDef(def));
    const memo = core_core/* globalConfig */.cr.memoizer;
    const generateFastpass = (shape) => {
        const normalized = _normalized.value;
        const syms = normalized.symbolKeys;
        // a symbol has no source literal, so it is read as `syms[i]` off the closed-over scope
        const doc = new Doc(["payload", "ctx"], { shape, inst, memo, syms });
        const parseStr = (k) => `shape[${k}]._zod.run({ value: input[${k}], issues: [] }, ctx)`;
        // prefixes in place, like util.prefixIssues. newResult must land before the early return: a catchall runs after this and would otherwise write onto the caller's input
        const prefixStr = (id, k) => `
          let ${id}_ab = false;
          for (let i = 0; i < ${id}.issues.length; i++) {
            const iss = ${id}.issues[i];
            iss.path = iss.path ? [${k}, ...iss.path] : [${k}];
            payload.issues.push(iss);
            if (iss.continue !== true) ${id}_ab = true;
          }
          if (${id}_ab && ctx && ctx.abortEarly) {
            payload.value = newResult;
            return payload;
          }`;
        doc.write(`const input = payload.value;`);
        const ids = Object.create(null);
        let counter = 0;
        for (const key of normalized.allKeys) {
            ids[key] = `key_${counter++}`;
        }
        // A: preserve key order {
        doc.write(memo ? `const newResult = memo.alloc(inst, payload, {}, ctx);` : `const newResult = {};`);
        for (const key of normalized.allKeys) {
            if (key === "__proto__")
                continue;
            const id = ids[key];
            const k = typeof key === "symbol" ? `syms[${syms.indexOf(key)}]` : core_util/* esc */.UQ(key);
            const isPresent = `${k} in input`;
            const schema = shape[key];
            const optin = schema?._zod?.optin;
            const isOptionalIn = optin !== undefined;
            const isOptionalOut = schema?._zod?.optout === "optional";
            doc.write(`const ${id} = ${parseStr(k)};`);
            if (isOptionalIn && isOptionalOut) {
                // For optional-in/out schemas, ignore errors on absent keys — and, like the interpreted path, drop the value produced alongside them. The middle rung goes further: it permits absence without supplying anything in its place, so an absent key contributes nothing at all.
                const assign = optin === "optional" ? `${id}_present` : `${id}.value !== undefined || ${id}_present`;
                doc.write(`
        const ${id}_present = ${isPresent};
        if (!${id}.issues.length || ${id}_present) {
          if (${id}.issues.length) {${prefixStr(id, k)}
          }

          if (${assign}) {
            newResult[${k}] = ${id}.value;
          }
        }

      `);
            }
            else if (!isOptionalIn) {
                doc.write(`
        const ${id}_present = ${isPresent};
        if (${id}.issues.length) {${prefixStr(id, k)}
        }
        if (!${id}_present && !${id}.issues.length) {
          payload.issues.push({
            code: "invalid_type",
            expected: "nonoptional",
            input: undefined,
            path: [${k}]
          });
          if (ctx && ctx.abortEarly) {
            payload.value = newResult;
            return payload;
          }
        }

        if (${id}_present) {
          newResult[${k}] = ${id}.value;
        }

      `);
            }
            else {
                doc.write(`
        if (${id}.issues.length) {${prefixStr(id, k)}
        }
      `);
                if (optin === "defaulted") {
                    doc.write(`newResult[${k}] = ${id}.value;`);
                }
                else {
                    doc.write(`
        if (${id}.value !== undefined || ${isPresent}) {
          newResult[${k}] = ${id}.value;
        }
      `);
                }
            }
        }
        doc.write(`payload.value = newResult;`);
        doc.write(`return payload;`);
        // closing `shape` in is what pays: turbofan specializes the parser against that one shape object, so every `shape[k]._zod.run` folds to a known callee. as a parameter it stays a generic load and measures 13% slower even with the forwarding frame gone
        return doc.compile();
    };
    let fastpass;
    const isObject = core_util/* isObject */.Gv;
    const jit = !core_core/* globalConfig */.cr.jitless;
    const allowsEval = core_util/* allowsEval */.hI;
    const fastEnabled = jit && allowsEval.value; // && !def.catchall;
    const catchall = def.catchall;
    let value;
    inst._zod.parse = (payload, ctx) => {
        value ?? (value = _normalized.value);
        const input = payload.value;
        if (!isObject(input)) {
            payload.issues.push({
                expected: "object",
                code: "invalid_type",
                input,
                inst,
            });
            return payload;
        }
        if (jit && fastEnabled && ctx?.async === false && ctx.jitless !== true) {
            // always synchronous
            if (!fastpass)
                fastpass = generateFastpass(def.shape);
            payload = fastpass(payload, ctx);
            if (!catchall)
                return payload;
            return handleCatchall([], input, payload, ctx, value, inst, ctx?.abortEarly === true);
        }
        return superParse(payload, ctx);
    };
});
function handleUnionResults(results, final, inst, ctx) {
    for (const result of results) {
        if (result.issues.length === 0) {
            final.value = result.value;
            return final;
        }
    }
    const nonaborted = results.filter((r) => !core_util/* aborted */.QH(r));
    if (nonaborted.length === 1) {
        final.value = nonaborted[0].value;
        return nonaborted[0];
    }
    final.issues.push({
        code: "invalid_union",
        input: final.value,
        inst,
        errors: results.map((result) => result.issues.map((iss) => core_util/* finalizeIssue */.iR(iss, ctx, core_core/* config */.$W()))),
    });
    return final;
}
const $ZodUnion = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodUnion", (inst, def) => {
    $ZodType.init(inst, def);
    core_util/* defineLazyInternal */.v5(inst, "optin", (zod) => zod.def.options.some((o) => o._zod.optin === "defaulted")
        ? "defaulted"
        : zod.def.options.some((o) => o._zod.optin !== undefined)
            ? "optional"
            : undefined);
    core_util/* defineLazyInternal */.v5(inst, "optout", (zod) => zod.def.options.some((o) => o._zod.optout === "optional") ? "optional" : undefined);
    core_util/* defineLazyInternal */.v5(inst, "values", (zod) => {
        if (zod.def.options.every((o) => o._zod.values)) {
            return new Set(zod.def.options.flatMap((option) => Array.from(option._zod.values)));
        }
        return undefined;
    });
    core_util/* defineLazyInternal */.v5(inst, "pattern", (zod) => {
        if (zod.def.options.every((o) => o._zod.pattern)) {
            const patterns = zod.def.options.map((o) => o._zod.pattern);
            return new RegExp(`^(${patterns.map((p) => core_util/* cleanRegex */.p6(p.source)).join("|")})$`);
        }
        return undefined;
    });
    const first = def.options.length === 1 ? def.options[0]._zod.run : null;
    inst._zod.parse = (payload, ctx) => {
        if (first) {
            return first(payload, ctx);
        }
        let async = false;
        const results = [];
        for (const option of def.options) {
            const result = option._zod.run({
                value: payload.value,
                issues: [],
            }, ctx);
            if (result instanceof Promise) {
                results.push(result);
                async = true;
            }
            else {
                if (result.issues.length === 0)
                    return result;
                results.push(result);
            }
        }
        if (!async)
            return handleUnionResults(results, payload, inst, ctx);
        return Promise.all(results).then((results) => {
            return handleUnionResults(results, payload, inst, ctx);
        });
    };
});
function handleExclusiveUnionResults(results, final, inst, ctx) {
    const matches = [];
    for (let i = 0; i < results.length; i++) {
        if (results[i].issues.length === 0)
            matches.push(i);
    }
    if (matches.length === 1) {
        final.value = results[matches[0]].value;
        return final;
    }
    if (matches.length === 0) {
        // No matches - same as regular union
        final.issues.push({
            code: "invalid_union",
            input: final.value,
            inst,
            errors: results.map((result) => result.issues.map((iss) => util.finalizeIssue(iss, ctx, core.config()))),
        });
    }
    else {
        // Multiple matches - exclusive union failure
        final.issues.push({
            code: "invalid_union",
            input: final.value,
            inst,
            errors: [],
            inclusive: false,
            matches,
        });
    }
    return final;
}
const $ZodXor = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodXor", (inst, def) => {
    $ZodUnion.init(inst, def);
    def.inclusive = false;
    const first = def.options.length === 1 ? def.options[0]._zod.run : null;
    inst._zod.parse = (payload, ctx) => {
        if (first) {
            return first(payload, ctx);
        }
        let async = false;
        const results = [];
        for (const option of def.options) {
            const result = option._zod.run({
                value: payload.value,
                issues: [],
            }, ctx);
            if (result instanceof Promise) {
                results.push(result);
                async = true;
            }
            else {
                results.push(result);
            }
        }
        if (!async)
            return handleExclusiveUnionResults(results, payload, inst, ctx);
        return Promise.all(results).then((results) => {
            return handleExclusiveUnionResults(results, payload, inst, ctx);
        });
    };
})));
/** Returns the option whose discriminator claims `value`, or throws if ambiguous. */
function getDiscriminatedOption(union, value) {
    const internals = union._zod;
    let map = internals.bag.optionsMap;
    if (!map) {
        map = discriminatorMap(internals.def);
        internals.bag.optionsMap = map;
    }
    const option = map.get(value);
    if (option === null)
        throw new Error(`Ambiguous discriminator value "${String(value)}"`);
    return option;
}
function discriminatorMap(def) {
    const map = new Map();
    for (const option of def.options) {
        const values = option._zod.propValues?.[def.discriminator];
        if (!values || values.size === 0)
            throw new Error(`Invalid discriminated union option at index "${def.options.indexOf(option)}"`);
        for (const value of values) {
            if (map.has(value)) {
                if (value !== undefined)
                    throw new Error(`Duplicate discriminator value "${String(value)}"`);
                // keep the collision marked so a later member cannot reclaim it
                map.set(value, null);
            }
            else {
                map.set(value, option);
            }
        }
    }
    return map;
}
const $ZodDiscriminatedUnion = 
/*@__PURE__*/
(/* unused pure expression or super */ null && (core.$constructor("$ZodDiscriminatedUnion", (inst, def) => {
    def.inclusive = false;
    $ZodUnion.init(inst, def);
    const _super = inst._zod.parse;
    util.defineLazyInternal(inst, "propValues", (zod) => {
        const propValues = {};
        let undefinedCount = 0;
        for (const option of zod.def.options) {
            const pv = option._zod.propValues;
            if (!pv || Object.keys(pv).length === 0)
                throw new Error(`Invalid discriminated union option at index "${zod.def.options.indexOf(option)}"`);
            if (pv[zod.def.discriminator]?.has(undefined))
                undefinedCount++;
            for (const [k, v] of Object.entries(pv)) {
                if (!Object.prototype.hasOwnProperty.call(propValues, k)) {
                    util.assignProp(propValues, k, new Set());
                }
                for (const val of v) {
                    propValues[k].add(val);
                }
            }
        }
        if (!zod.def.unionFallback && undefinedCount > 1)
            propValues[zod.def.discriminator]?.delete(undefined);
        return propValues;
    });
    // Checked now rather than in the lookup map below, so an option that lacks the discriminator fails at the `discriminatedUnion` call instead of on the first object parsed. Options whose shape cannot be enumerated without resolving it — pipes and lazies — are left to the map.
    def.options.forEach((option, i) => {
        const propShape = util.rawShape(option._zod.def);
        if (propShape && !Object.prototype.hasOwnProperty.call(propShape, def.discriminator)) {
            throw new Error(`Invalid discriminated union option at index "${i}"`);
        }
    });
    const disc = util.cached(() => discriminatorMap(def));
    inst._zod.parse = (payload, ctx) => {
        const input = payload.value;
        if (!util.isObject(input)) {
            payload.issues.push({
                code: "invalid_type",
                expected: "object",
                input,
                inst,
            });
            return payload;
        }
        const value = input?.[def.discriminator];
        const opt = disc.value.get(value);
        // forward metadata cannot choose an encoder for an absent tag
        if (opt && (value !== undefined || ctx.direction !== "backward")) {
            return opt._zod.run(payload, ctx);
        }
        // Fall back to union matching when the fast discriminator path fails:
        // - explicitly enabled via unionFallback, or
        // - during backward direction (encode), since codec-based discriminators have different values in forward vs backward directions
        if (def.unionFallback || ctx.direction === "backward") {
            return _super(payload, ctx);
        }
        // no matching discriminator
        payload.issues.push({
            code: "invalid_union",
            errors: [],
            note: "No matching discriminator",
            discriminator: def.discriminator,
            options: Array.from(disc.value.keys()).filter((value) => disc.value.get(value) !== null),
            input,
            path: [def.discriminator],
            inst,
        });
        return payload;
    };
})));
const $ZodIntersection = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodIntersection", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, ctx) => {
        const input = payload.value;
        const left = def.left._zod.run({ value: input, issues: [] }, ctx);
        const right = def.right._zod.run({ value: input, issues: [] }, ctx);
        const async = left instanceof Promise || right instanceof Promise;
        if (async) {
            return Promise.all([left, right]).then(([left, right]) => {
                return handleIntersectionResults(payload, left, right);
            });
        }
        return handleIntersectionResults(payload, left, right);
    };
});
function mergeValues(a, b) {
    // const aType = parse.t(a);
    // const bType = parse.t(b);
    if (a === b) {
        return { valid: true, data: a };
    }
    if (a instanceof Date && b instanceof Date && +a === +b) {
        return { valid: true, data: a };
    }
    if (core_util/* isPlainObject */.Qd(a) && core_util/* isPlainObject */.Qd(b)) {
        const bKeys = Object.keys(b);
        const sharedKeys = Object.keys(a).filter((key) => bKeys.indexOf(key) !== -1);
        const newObj = { ...a, ...b };
        if (Object.prototype.hasOwnProperty.call(newObj, "__proto__"))
            delete newObj.__proto__;
        for (const key of sharedKeys) {
            if (key === "__proto__")
                continue;
            const sharedValue = mergeValues(a[key], b[key]);
            if (!sharedValue.valid) {
                return {
                    valid: false,
                    mergeErrorPath: [key, ...sharedValue.mergeErrorPath],
                };
            }
            newObj[key] = sharedValue.data;
        }
        return { valid: true, data: newObj };
    }
    if (Array.isArray(a) && Array.isArray(b)) {
        if (a.length !== b.length) {
            return { valid: false, mergeErrorPath: [] };
        }
        const newArray = [];
        for (let index = 0; index < a.length; index++) {
            const itemA = a[index];
            const itemB = b[index];
            const sharedValue = mergeValues(itemA, itemB);
            if (!sharedValue.valid) {
                return {
                    valid: false,
                    mergeErrorPath: [index, ...sharedValue.mergeErrorPath],
                };
            }
            newArray.push(sharedValue.data);
        }
        return { valid: true, data: newArray };
    }
    return { valid: false, mergeErrorPath: [] };
}
function handleIntersectionResults(result, left, right) {
    // Track which side(s) reject each key. A key rejection is reported only when BOTH sides reject it, so a key owned by one branch survives the other's key schema. strictObject reports these as unrecognized_keys; a record with an open key schema reports one invalid_key per key.
    const unrecKeys = new Map();
    let unrecIssue;
    const keyIssues = new Map();
    const collect = (iss, side) => {
        let keys;
        if (iss.code === "unrecognized_keys" && !iss.path?.length) {
            unrecIssue ?? (unrecIssue = iss);
            keys = iss.keys;
        }
        else if (iss.code === "invalid_key" && iss.origin === "record" && iss.path?.length === 1) {
            const k = String(iss.path[0]);
            if (!keyIssues.has(k))
                keyIssues.set(k, iss);
            keys = [k];
        }
        else {
            return false;
        }
        for (const k of keys) {
            if (!unrecKeys.has(k))
                unrecKeys.set(k, {});
            unrecKeys.get(k)[side] = true;
        }
        return true;
    };
    for (const iss of left.issues) {
        if (!collect(iss, "l"))
            result.issues.push(iss);
    }
    for (const iss of right.issues) {
        if (!collect(iss, "r"))
            result.issues.push(iss);
    }
    // Report only keys rejected by BOTH sides
    const bothKeys = [...unrecKeys].filter(([, f]) => f.l && f.r).map(([k]) => k);
    if (bothKeys.length) {
        const aggregated = unrecIssue ? bothKeys.filter((k) => unrecIssue.keys.includes(k)) : [];
        if (aggregated.length)
            result.issues.push({ ...unrecIssue, keys: aggregated });
        for (const k of bothKeys) {
            if (!aggregated.includes(k) && keyIssues.has(k))
                result.issues.push(keyIssues.get(k));
        }
    }
    const merged = mergeValues(left.value, right.value);
    if (!merged.valid) {
        if (core_util/* aborted */.QH(result))
            return result;
        throw new Error(`Unmergable intersection. Error path: ` + `${JSON.stringify(merged.mergeErrorPath)}`);
    }
    result.value = merged.data;
    return result;
}
const $ZodTuple = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodTuple", (inst, def) => {
    $ZodType.init(inst, def);
    const items = def.items;
    const memo = core_core/* globalConfig */.cr.memoizer;
    memo?.attach(inst);
    inst._zod.parse = (payload, ctx) => {
        const input = payload.value;
        if (!Array.isArray(input)) {
            payload.issues.push({
                input,
                inst,
                expected: "tuple",
                code: "invalid_type",
            });
            return payload;
        }
        payload.value = memo ? memo.alloc(inst, payload, [], ctx) : [];
        const proms = [];
        const optinStart = getTupleOptStart(items, "optin");
        const optoutStart = getTupleOptStart(items, "optout");
        if (!def.rest) {
            if (input.length < optinStart) {
                payload.issues.push({
                    code: "too_small",
                    minimum: optinStart,
                    inclusive: true,
                    input,
                    inst,
                    origin: "array",
                });
                return payload;
            }
            if (input.length > items.length) {
                payload.issues.push({
                    code: "too_big",
                    maximum: items.length,
                    inclusive: true,
                    input,
                    inst,
                    origin: "array",
                });
            }
        }
        // Run every item in parallel, collecting results into an indexed array. The post-processing in `handleTupleResults` walks them in order so it can decide whether an absent optional-output error can truncate the tail or must be reported to preserve required output.
        const itemResults = new Array(items.length);
        // only tracked when there is a rest loop to skip
        const abortEarly = def.rest ? ctx?.abortEarly : undefined;
        let itemAborted = false;
        for (let i = 0; i < items.length; i++) {
            const r = items[i]._zod.run({ value: input[i], issues: [] }, ctx);
            if (r instanceof Promise) {
                proms.push(r.then((rr) => {
                    itemResults[i] = rr;
                }));
            }
            else {
                itemResults[i] = r;
                if (abortEarly && !itemAborted && r.issues.length)
                    itemAborted = core_util/* aborted */.QH(r);
            }
        }
        // sound because rest is non-empty exactly when every fixed index is present, the one case handleTupleResults cannot discard an item's issues
        if (def.rest && !itemAborted) {
            let i = items.length - 1;
            const rest = input.slice(items.length);
            let seen = payload.issues.length;
            for (const el of rest) {
                if (abortEarly && payload.issues.length !== seen) {
                    if (core_util/* aborted */.QH(payload, seen))
                        break;
                    seen = payload.issues.length;
                }
                i++;
                const result = def.rest._zod.run({ value: el, issues: [] }, ctx);
                if (result instanceof Promise) {
                    proms.push(result.then((r) => handleTupleResult(r, payload, i)));
                }
                else {
                    handleTupleResult(result, payload, i);
                }
            }
        }
        if (proms.length) {
            return Promise.all(proms).then(() => handleTupleResults(itemResults, payload, items, input, optoutStart));
        }
        return handleTupleResults(itemResults, payload, items, input, optoutStart);
    };
});
function getTupleOptStart(items, key) {
    for (let i = items.length - 1; i >= 0; i--) {
        // optin is a three-rung ladder so any rung above `undefined` permits an absent slot; optout stays two-valued.
        const omittable = key === "optin" ? items[i]._zod.optin !== undefined : items[i]._zod.optout === "optional";
        if (!omittable)
            return i + 1;
    }
    return 0;
}
function handleTupleResult(result, final, index) {
    if (result.issues.length) {
        final.issues.push(...core_util/* prefixIssues */.lQ(index, result.issues));
    }
    final.value[index] = result.value;
}
function handleTupleResults(itemResults, final, items, input, optoutStart) {
    // Walk results in order. Mirror $ZodObject's swallow-on-absent-optional rule, but only after `optoutStart`: the first index where the output tuple tail can be absent.
    for (let i = 0; i < items.length; i++) {
        const r = itemResults[i];
        const isPresent = i < input.length;
        // The array analog of `handlePropertyResult`'s absent-key early return: the middle rung permits absence without supplying anything in its place, so the tail truncates here instead of materializing whatever the item made of `undefined`.
        if (!isPresent && i >= optoutStart && items[i]._zod.optin === "optional") {
            final.value.length = i;
            break;
        }
        if (r.issues.length) {
            if (!isPresent && i >= optoutStart) {
                final.value.length = i;
                break;
            }
            final.issues.push(...core_util/* prefixIssues */.lQ(i, r.issues));
        }
        final.value[i] = r.value;
    }
    // Drop trailing slots that produced `undefined` for absent input
    // (the array analog of an absent optional key on an object). The
    // `i >= input.length` floor is critical: an explicit `undefined`
    // *inside* the input must be preserved even when the schema is
    // optional-out (e.g. `z.string().or(z.undefined())` accepting an
    // explicit undefined value).
    for (let i = final.value.length - 1; i >= input.length; i--) {
        if (items[i]._zod.optout === "optional" && final.value[i] === undefined) {
            final.value.length = i;
        }
        else {
            break;
        }
    }
    return final;
}
const $ZodRecord = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodRecord", (inst, def) => {
    $ZodType.init(inst, def);
    const memo = core_core/* globalConfig */.cr.memoizer;
    memo?.attach(inst);
    inst._zod.parse = (payload, ctx) => {
        const input = payload.value;
        if (!core_util/* isPlainObject */.Qd(input)) {
            payload.issues.push({
                expected: "record",
                code: "invalid_type",
                input,
                inst,
            });
            return payload;
        }
        // no guard in either loop below: a record's invalid_key aborts but an enclosing intersection can reconcile it, so a stopped loop hides keys the sibling does not own and the intersection then rejects nothing
        const proms = [];
        const values = def.keyType._zod.values;
        if (values && !def.partial) {
            payload.value = memo ? memo.alloc(inst, payload, {}, ctx) : {};
            const recordKeys = new Set();
            for (const key of values) {
                if (typeof key === "string" || typeof key === "number" || typeof key === "symbol") {
                    recordKeys.add(typeof key === "number" ? key.toString() : key);
                    // A declared __proto__ is stripped but is not an unrecognized key.
                    if (key === "__proto__")
                        continue;
                    const keyResult = def.keyType._zod.run({ value: key, issues: [] }, ctx);
                    if (keyResult instanceof Promise) {
                        throw new Error("Async schemas not supported in object keys currently");
                    }
                    if (keyResult.issues.length) {
                        payload.issues.push({
                            code: "invalid_key",
                            origin: "record",
                            issues: keyResult.issues.map((iss) => core_util/* finalizeIssue */.iR(iss, ctx, core_core/* config */.$W())),
                            input: key,
                            path: [key],
                            inst,
                        });
                        continue;
                    }
                    const outKey = keyResult.value;
                    if (outKey === "__proto__")
                        continue;
                    const result = def.valueType._zod.run({ value: input[key], issues: [] }, ctx);
                    if (result instanceof Promise) {
                        proms.push(result.then((result) => {
                            if (result.issues.length) {
                                payload.issues.push(...core_util/* prefixIssues */.lQ(key, result.issues));
                            }
                            payload.value[outKey] = result.value;
                        }));
                    }
                    else {
                        if (result.issues.length) {
                            payload.issues.push(...core_util/* prefixIssues */.lQ(key, result.issues));
                        }
                        payload.value[outKey] = result.value;
                    }
                }
            }
            let unrecognized;
            for (const key in input) {
                if (!recordKeys.has(key)) {
                    if (def.mode === "loose") {
                        // skip __proto__ so it can't replace the result prototype via the assignment setter on the plain {} we build into
                        if (key === "__proto__")
                            continue;
                        payload.value[key] = input[key];
                    }
                    else {
                        unrecognized = unrecognized ?? [];
                        unrecognized.push(key);
                    }
                }
            }
            if (unrecognized && unrecognized.length > 0) {
                payload.issues.push({
                    code: "unrecognized_keys",
                    input,
                    inst,
                    keys: unrecognized,
                    continue: true,
                });
            }
        }
        else {
            payload.value = memo ? memo.alloc(inst, payload, {}, ctx) : {};
            // An enumerable key schema declares which keys the record owns, so a key outside the set is unrecognized. A non-enumerable one (regex, refine) is a constraint every key must satisfy, so a failing key is invalid. Only the former is reconcilable against the other side of an intersection.
            let unrecognized;
            // Reflect.ownKeys for Symbol-key support; filter non-enumerable to match z.object()
            for (const key of Reflect.ownKeys(input)) {
                if (key === "__proto__")
                    continue;
                if (!Object.prototype.propertyIsEnumerable.call(input, key))
                    continue;
                let keyResult = def.keyType._zod.run({ value: key, issues: [] }, ctx);
                if (keyResult instanceof Promise) {
                    throw new Error("Async schemas not supported in object keys currently");
                }
                // Numeric string fallback: if key is a numeric string and failed, retry with Number(key). This handles z.number(), z.literal([1, 2, 3]), and unions containing numeric literals
                const checkNumericKey = typeof key === "string" && number.test(key) && keyResult.issues.length;
                if (checkNumericKey) {
                    const retryResult = def.keyType._zod.run({ value: Number(key), issues: [] }, ctx);
                    if (retryResult instanceof Promise) {
                        throw new Error("Async schemas not supported in object keys currently");
                    }
                    if (retryResult.issues.length === 0) {
                        keyResult = retryResult;
                    }
                }
                if (keyResult.issues.length) {
                    if (def.mode === "loose") {
                        // Pass through unchanged
                        payload.value[key] = input[key];
                    }
                    else if (values) {
                        unrecognized = unrecognized ?? [];
                        unrecognized.push(key);
                    }
                    else {
                        // Default "strict" behavior: error on invalid key
                        payload.issues.push({
                            code: "invalid_key",
                            origin: "record",
                            issues: keyResult.issues.map((iss) => core_util/* finalizeIssue */.iR(iss, ctx, core_core/* config */.$W())),
                            input: key,
                            path: [key],
                            inst,
                        });
                    }
                    continue;
                }
                // the guard above tests the raw input key, but the key schema can normalize an ordinary key into __proto__; re-check the key we actually write under
                const outKey = keyResult.value;
                if (outKey === "__proto__")
                    continue;
                const result = def.valueType._zod.run({ value: input[key], issues: [] }, ctx);
                if (result instanceof Promise) {
                    proms.push(result.then((result) => {
                        if (result.issues.length) {
                            payload.issues.push(...core_util/* prefixIssues */.lQ(key, result.issues));
                        }
                        payload.value[outKey] = result.value;
                    }));
                }
                else {
                    if (result.issues.length) {
                        payload.issues.push(...core_util/* prefixIssues */.lQ(key, result.issues));
                    }
                    payload.value[outKey] = result.value;
                }
            }
            if (unrecognized && unrecognized.length > 0) {
                payload.issues.push({
                    code: "unrecognized_keys",
                    input,
                    inst,
                    keys: unrecognized,
                    continue: true,
                });
            }
        }
        if (proms.length) {
            return Promise.all(proms).then(() => payload);
        }
        return payload;
    };
});
const $ZodMap = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodMap", (inst, def) => {
    $ZodType.init(inst, def);
    const memo = core.globalConfig.memoizer;
    memo?.attach(inst);
    inst._zod.parse = (payload, ctx) => {
        const input = payload.value;
        if (!(input instanceof Map)) {
            payload.issues.push({
                expected: "map",
                code: "invalid_type",
                input,
                inst,
            });
            return payload;
        }
        const proms = [];
        payload.value = memo ? memo.alloc(inst, payload, new Map(), ctx) : new Map();
        const abortEarly = ctx?.abortEarly;
        let seen = payload.issues.length;
        for (const [key, value] of input) {
            if (abortEarly && payload.issues.length !== seen) {
                if (util.aborted(payload, seen))
                    break;
                seen = payload.issues.length;
            }
            const keyResult = def.keyType._zod.run({ value: key, issues: [] }, ctx);
            const valueResult = def.valueType._zod.run({ value: value, issues: [] }, ctx);
            if (keyResult instanceof Promise || valueResult instanceof Promise) {
                proms.push(Promise.all([keyResult, valueResult]).then(([keyResult, valueResult]) => {
                    handleMapResult(keyResult, valueResult, payload, key, input, inst, ctx);
                }));
            }
            else {
                handleMapResult(keyResult, valueResult, payload, key, input, inst, ctx);
            }
        }
        if (proms.length)
            return Promise.all(proms).then(() => payload);
        return payload;
    };
    capSize(inst, mapSize);
})));
function handleMapResult(keyResult, valueResult, final, key, input, inst, ctx) {
    if (keyResult.issues.length) {
        if (util.propertyKeyTypes.has(typeof key)) {
            final.issues.push(...util.prefixIssues(key, keyResult.issues));
        }
        else {
            final.issues.push({
                code: "invalid_key",
                origin: "map",
                input,
                inst,
                issues: keyResult.issues.map((iss) => util.finalizeIssue(iss, ctx, core.config())),
            });
        }
    }
    if (valueResult.issues.length) {
        if (util.propertyKeyTypes.has(typeof key)) {
            final.issues.push(...util.prefixIssues(key, valueResult.issues));
        }
        else {
            final.issues.push({
                origin: "map",
                code: "invalid_element",
                input,
                inst,
                key: key,
                issues: valueResult.issues.map((iss) => util.finalizeIssue(iss, ctx, core.config())),
            });
        }
    }
    final.value.set(keyResult.value, valueResult.value);
}
const $ZodSet = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodSet", (inst, def) => {
    $ZodType.init(inst, def);
    const memo = core.globalConfig.memoizer;
    memo?.attach(inst);
    inst._zod.parse = (payload, ctx) => {
        const input = payload.value;
        if (!(input instanceof Set)) {
            payload.issues.push({
                input,
                inst,
                expected: "set",
                code: "invalid_type",
            });
            return payload;
        }
        const proms = [];
        payload.value = memo ? memo.alloc(inst, payload, new Set(), ctx) : new Set();
        const abortEarly = ctx?.abortEarly;
        let seen = payload.issues.length;
        for (const item of input) {
            if (abortEarly && payload.issues.length !== seen) {
                if (util.aborted(payload, seen))
                    break;
                seen = payload.issues.length;
            }
            const result = def.valueType._zod.run({ value: item, issues: [] }, ctx);
            if (result instanceof Promise) {
                proms.push(result.then((result) => handleSetResult(result, payload)));
            }
            else
                handleSetResult(result, payload);
        }
        if (proms.length)
            return Promise.all(proms).then(() => payload);
        return payload;
    };
    capSize(inst, setSize);
})));
function handleSetResult(result, final) {
    if (result.issues.length) {
        final.issues.push(...result.issues);
    }
    final.value.add(result.value);
}
const $ZodEnum = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodEnum", (inst, def) => {
    $ZodType.init(inst, def);
    const values = core_util/* getEnumValues */.w5(def.entries);
    const valuesSet = new Set(values);
    inst._zod.values = valuesSet;
    core_util/* defineLazyInternal */.v5(inst, "pattern", (zod) => {
        const patternValues = core_util/* getEnumValues */.w5(zod.def.entries).filter((k) => core_util/* propertyKeyTypes */.qQ.has(typeof k));
        // unmatchable fallback, RE2-safe: an empty alternation would compile to /^()$/, which matches ""
        return new RegExp(patternValues.length ? `^(${patternValues.map((o) => core_util/* escapeRegex */.sD(o.toString())).join("|")})$` : "^[^\\s\\S]$");
    });
    inst._zod.parse = (payload, _ctx) => {
        const input = payload.value;
        if (valuesSet.has(input)) {
            return payload;
        }
        payload.issues.push({
            code: "invalid_value",
            values,
            input,
            inst,
        });
        return payload;
    };
});
const $ZodLiteral = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodLiteral", (inst, def) => {
    $ZodType.init(inst, def);
    const values = new Set(def.values);
    inst._zod.values = values;
    util.defineLazyInternal(inst, "pattern", (zod) => {
        const vals = zod.def.values;
        // unmatchable fallback, RE2-safe: an empty alternation would compile to /^()$/, which matches ""
        return new RegExp(vals.length
            ? `^(${vals
                .map((o) => typeof o === "string" ? util.escapeRegex(o) : o ? util.escapeRegex(o.toString()) : String(o))
                .join("|")})$`
            : "^[^\\s\\S]$");
    });
    inst._zod.parse = (payload, _ctx) => {
        const input = payload.value;
        if (values.has(input)) {
            return payload;
        }
        payload.issues.push({
            code: "invalid_value",
            values: def.values,
            input,
            inst,
        });
        return payload;
    };
})));
const $ZodFile = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodFile", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, _ctx) => {
        const input = payload.value;
        // @ts-ignore
        if (input instanceof File)
            return payload;
        payload.issues.push({
            expected: "file",
            code: "invalid_type",
            input,
            inst,
        });
        return payload;
    };
})));
const $ZodTransform = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodTransform", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.optin = "optional";
    core_core/* globalConfig */.cr.memoizer?.guard(inst);
    inst._zod.parse = (payload, ctx) => {
        if (ctx.direction === "backward") {
            throw new core_core/* $ZodEncodeError */.cV(inst.constructor.name);
        }
        const _out = def.transform(payload.value, payload);
        if (ctx.async) {
            const output = _out instanceof Promise ? _out : Promise.resolve(_out);
            return output.then((output) => {
                payload.value = output;
                return payload;
            });
        }
        if (_out instanceof Promise) {
            throw new core_core/* $ZodAsyncError */.GT();
        }
        payload.value = _out;
        return payload;
    };
});
function handleOptionalResult(payload, result) {
    // A substituting schema that still failed has no usable answer; yield undefined. Its issues are simply dropped: it ran on a payload of its own, so there is no shared array to truncate and nothing of the caller's to lose with it.
    payload.value = result.issues.length ? undefined : result.value;
    return payload;
}
const $ZodOptional = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodOptional", (inst, def) => {
    $ZodType.init(inst, def);
    // .optional() propagates absence rather than substituting for it, so a defaulted inner keeps its rung.
    core_util/* defineLazyInternal */.v5(inst, "optin", (zod) => zod.def.innerType._zod.optin === "defaulted" ? "defaulted" : "optional");
    inst._zod.optout = "optional";
    core_util/* defineLazyInternal */.v5(inst, "values", (zod) => {
        const values = zod.def.innerType._zod.values;
        return values ? new Set([...values, undefined]) : undefined;
    });
    core_util/* defineLazyInternal */.v5(inst, "pattern", (zod) => {
        const pattern = zod.def.innerType._zod.pattern;
        return pattern ? new RegExp(`^(${core_util/* cleanRegex */.p6(pattern.source)})?$`) : undefined;
    });
    inst._zod.parse = (payload, ctx) => {
        if (payload.value === undefined) {
            // Only the top rung substitutes a value for absence; everything else leaves it intact, which is what .optional() means.
            if (def.innerType._zod.optin !== "defaulted")
                return payload;
            // Its own payload, for the same reason $ZodCatch gets one: a pipe forwards an unrecognized key through the caller's issues array, and this must not read that as the substituting schema failing and drop it.
            const result = def.innerType._zod.run({ value: payload.value, issues: [] }, ctx);
            if (result instanceof Promise)
                return result.then((result) => handleOptionalResult(payload, result));
            return handleOptionalResult(payload, result);
        }
        return def.innerType._zod.run(payload, ctx);
    };
});
const $ZodExactOptional = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodExactOptional", (inst, def) => {
    // Call parent init - inherits optin/optout = "optional"
    $ZodOptional.init(inst, def);
    // Override values/pattern to NOT add undefined
    core_util/* defineLazyInternal */.v5(inst, "values", (zod) => zod.def.innerType._zod.values);
    core_util/* defineLazyInternal */.v5(inst, "pattern", (zod) => zod.def.innerType._zod.pattern);
    // Override parse to just delegate (no undefined handling)
    inst._zod.parse = (payload, ctx) => {
        return def.innerType._zod.run(payload, ctx);
    };
});
const $ZodNullable = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodNullable", (inst, def) => {
    $ZodType.init(inst, def);
    core_util/* defineLazyInternal */.v5(inst, "optin", (zod) => zod.def.innerType._zod.optin);
    core_util/* defineLazyInternal */.v5(inst, "optout", (zod) => zod.def.innerType._zod.optout);
    core_util/* defineLazyInternal */.v5(inst, "pattern", (zod) => {
        const pattern = zod.def.innerType._zod.pattern;
        return pattern ? new RegExp(`^(${core_util/* cleanRegex */.p6(pattern.source)}|null)$`) : undefined;
    });
    core_util/* defineLazyInternal */.v5(inst, "values", (zod) => {
        return zod.def.innerType._zod.values ? new Set([...zod.def.innerType._zod.values, null]) : undefined;
    });
    inst._zod.parse = (payload, ctx) => {
        // Forward direction (decode): allow null to pass through
        if (payload.value === null)
            return payload;
        return def.innerType._zod.run(payload, ctx);
    };
});
const $ZodDefault = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodDefault", (inst, def) => {
    $ZodType.init(inst, def);
    // inst._zod.qin = "true";
    inst._zod.optin = "defaulted";
    core_util/* defineLazyInternal */.v5(inst, "values", (zod) => zod.def.innerType._zod.values);
    inst._zod.parse = (payload, ctx) => {
        if (ctx.direction === "backward") {
            return def.innerType._zod.run(payload, ctx);
        }
        // Forward direction (decode): apply defaults for undefined input
        if (payload.value === undefined) {
            payload.value = def.defaultValue;
            /**
             * $ZodDefault returns the default value immediately in forward direction.
             * It doesn't pass the default value into the validator ("prefault"). There's no reason to pass the default value through validation. The validity of the default is enforced by TypeScript statically. Otherwise, it's the responsibility of the user to ensure the default is valid. In the case of pipes with divergent in/out types, you can specify the default on the `in` schema of your ZodPipe to set a "prefault" for the pipe.   */
            return payload;
        }
        // Forward direction: continue with default handling
        const result = def.innerType._zod.run(payload, ctx);
        if (result instanceof Promise) {
            return result.then((result) => handleDefaultResult(result, def));
        }
        return handleDefaultResult(result, def);
    };
});
function handleDefaultResult(payload, def) {
    if (payload.value === undefined) {
        payload.value = def.defaultValue;
    }
    return payload;
}
const $ZodPrefault = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodPrefault", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.optin = "defaulted";
    core_util/* defineLazyInternal */.v5(inst, "values", (zod) => zod.def.innerType._zod.values);
    inst._zod.parse = (payload, ctx) => {
        if (ctx.direction === "backward") {
            return def.innerType._zod.run(payload, ctx);
        }
        // Forward direction (decode): apply prefault for undefined input
        if (payload.value === undefined) {
            payload.value = def.defaultValue;
        }
        return def.innerType._zod.run(payload, ctx);
    };
});
const $ZodNonOptional = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodNonOptional", (inst, def) => {
    $ZodType.init(inst, def);
    core_util/* defineLazyInternal */.v5(inst, "values", (zod) => {
        const v = zod.def.innerType._zod.values;
        return v ? new Set([...v].filter((x) => x !== undefined)) : undefined;
    });
    inst._zod.parse = (payload, ctx) => {
        const result = def.innerType._zod.run(payload, ctx);
        if (result instanceof Promise) {
            return result.then((result) => handleNonOptionalResult(result, inst));
        }
        return handleNonOptionalResult(result, inst);
    };
});
function handleNonOptionalResult(payload, inst) {
    if (!payload.issues.length && payload.value === undefined) {
        payload.issues.push({
            code: "invalid_type",
            expected: "nonoptional",
            input: payload.value,
            inst,
        });
    }
    return payload;
}
const $ZodSuccess = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodSuccess", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, ctx) => {
        if (ctx.direction === "backward") {
            throw new core.$ZodEncodeError("ZodSuccess");
        }
        const result = def.innerType._zod.run(payload, ctx);
        if (result instanceof Promise) {
            return result.then((result) => {
                payload.value = result.issues.length === 0;
                return payload;
            });
        }
        payload.value = result.issues.length === 0;
        return payload;
    };
})));
function handleCatchResult(payload, result, def, ctx) {
    if (!result.issues.length) {
        payload.value = result.value;
        // The value carries up, so the flag describing it has to carry with it: a back-edge into a node still being parsed must not be frozen by an enclosing readonly, and its checks belong to the node itself. Guarded so the ordinary case adds no own property.
        if (result.memo)
            payload.memo = true;
        return payload;
    }
    // Spread the inner's own payload, not ours: `value` has to stay the input the catch was handed, and the inner ran on a payload of its own so its issues are already private to this call.
    payload.value = def.catchValue({
        ...result,
        value: payload.value,
        error: {
            issues: result.issues.map((iss) => core_util/* finalizeIssue */.iR(iss, ctx, core_core/* config */.$W())),
        },
        input: payload.value,
    });
    return payload;
}
const $ZodCatch = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodCatch", (inst, def) => {
    $ZodType.init(inst, def);
    core_util/* defineLazyInternal */.v5(inst, "optin", (zod) => zod.def.innerType._zod.optin === "defaulted" ? "defaulted" : "optional");
    core_util/* defineLazyInternal */.v5(inst, "optout", (zod) => zod.def.innerType._zod.optout);
    core_util/* defineLazyInternal */.v5(inst, "values", (zod) => zod.def.innerType._zod.values);
    inst._zod.parse = (payload, ctx) => {
        if (ctx.direction === "backward") {
            return def.innerType._zod.run(payload, ctx);
        }
        // Forward direction (decode): apply catch logic
        const result = def.innerType._zod.run({ value: payload.value, issues: [] }, ctx);
        if (result instanceof Promise) {
            return result.then((result) => handleCatchResult(payload, result, def, ctx));
        }
        return handleCatchResult(payload, result, def, ctx);
    };
});
const $ZodNaN = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodNaN", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, _ctx) => {
        if (typeof payload.value !== "number" || !Number.isNaN(payload.value)) {
            payload.issues.push({
                input: payload.value,
                inst,
                expected: "nan",
                code: "invalid_type",
            });
            return payload;
        }
        return payload;
    };
})));
const $ZodPipe = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodPipe", (inst, def) => {
    $ZodType.init(inst, def);
    core_util/* defineLazyInternal */.v5(inst, "values", (zod) => zod.def.in._zod.values);
    core_util/* defineLazyInternal */.v5(inst, "optin", (zod) => zod.def.in._zod.optin);
    core_util/* defineLazyInternal */.v5(inst, "optout", (zod) => zod.def.out._zod.optout);
    core_util/* defineLazyInternal */.v5(inst, "propValues", (zod) => zod.def.in._zod.propValues);
    inst._zod.parse = (payload, ctx) => {
        if (ctx.direction === "backward") {
            const right = def.out._zod.run(payload, ctx);
            if (right instanceof Promise) {
                return right.then((right) => handlePipeResult(right, def.in, ctx));
            }
            return handlePipeResult(right, def.in, ctx);
        }
        const left = def.in._zod.run(payload, ctx);
        if (left instanceof Promise) {
            return left.then((left) => handlePipeResult(left, def.out, ctx));
        }
        return handlePipeResult(left, def.out, ctx);
    };
});
function handlePipeResult(left, next, ctx) {
    // Any issue stops the pipe, so a failing refinement never feeds its transform. An unrecognized key is the exception: it describes the input's extra properties, not the value being piped, and an enclosing intersection may yet reconcile it.
    if (left.issues.some((iss) => iss.code !== "unrecognized_keys")) {
        // prevent further checks
        left.aborted = true;
        return left;
    }
    return next._zod.run({ value: left.value, issues: left.issues }, ctx);
}
const $ZodCodec = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCodec", (inst, def) => {
    $ZodType.init(inst, def);
    util.defineLazyInternal(inst, "values", (zod) => zod.def.in._zod.values);
    util.defineLazyInternal(inst, "optin", (zod) => zod.def.in._zod.optin);
    util.defineLazyInternal(inst, "optout", (zod) => zod.def.out._zod.optout);
    util.defineLazyInternal(inst, "propValues", (zod) => zod.def.in._zod.propValues);
    inst._zod.parse = (payload, ctx) => {
        const direction = ctx.direction || "forward";
        if (direction === "forward") {
            const left = def.in._zod.run(payload, ctx);
            if (left instanceof Promise) {
                return left.then((left) => handleCodecAResult(left, def, ctx));
            }
            return handleCodecAResult(left, def, ctx);
        }
        else {
            const right = def.out._zod.run(payload, ctx);
            if (right instanceof Promise) {
                return right.then((right) => handleCodecAResult(right, def, ctx));
            }
            return handleCodecAResult(right, def, ctx);
        }
    };
})));
function handleCodecAResult(result, def, ctx) {
    if (result.issues.length) {
        // prevent further checks
        result.aborted = true;
        return result;
    }
    const direction = ctx.direction || "forward";
    if (direction === "forward") {
        const transformed = def.transform(result.value, result);
        if (transformed instanceof Promise) {
            return transformed.then((value) => handleCodecTxResult(result, value, def.out, ctx));
        }
        return handleCodecTxResult(result, transformed, def.out, ctx);
    }
    else {
        const transformed = def.reverseTransform(result.value, result);
        if (transformed instanceof Promise) {
            return transformed.then((value) => handleCodecTxResult(result, value, def.in, ctx));
        }
        return handleCodecTxResult(result, transformed, def.in, ctx);
    }
}
function handleCodecTxResult(left, value, nextSchema, ctx) {
    // Check if transform added any issues
    if (left.issues.length) {
        left.aborted = true;
        return left;
    }
    return nextSchema._zod.run({ value, issues: left.issues }, ctx);
}
const $ZodPreprocess = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodPreprocess", (inst, def) => {
    $ZodPipe.init(inst, def);
})));
const $ZodReadonly = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodReadonly", (inst, def) => {
    $ZodType.init(inst, def);
    core_util/* defineLazyInternal */.v5(inst, "propValues", (zod) => zod.def.innerType._zod.propValues);
    core_util/* defineLazyInternal */.v5(inst, "values", (zod) => zod.def.innerType._zod.values);
    core_util/* defineLazyInternal */.v5(inst, "optin", (zod) => zod.def.innerType?._zod?.optin);
    core_util/* defineLazyInternal */.v5(inst, "optout", (zod) => zod.def.innerType?._zod?.optout);
    inst._zod.parse = (payload, ctx) => {
        if (ctx.direction === "backward") {
            return def.innerType._zod.run(payload, ctx);
        }
        const result = def.innerType._zod.run(payload, ctx);
        if (result instanceof Promise) {
            return result.then(handleReadonlyResult);
        }
        return handleReadonlyResult(result);
    };
});
function handleReadonlyResult(payload) {
    // A repeat visit hands back a node that is still being built; freezing it here would make the rest of its keys fail to assign.
    if (!payload.memo)
        payload.value = Object.freeze(payload.value);
    return payload;
}
// a leaf's pattern source with its own checks folded in: the last pattern-carrying check wins, else length bounds narrow the catch-all, else an integer format narrows the number form. the fold lives here instead of on `_zod.pattern` so a bundle without template literals never pays for it
function leafPattern(schema) {
    const def = schema._zod.def;
    let pattern = def.pattern;
    let isInt = !!def.format?.includes("int");
    let minimum;
    let maximum;
    for (const ch of def.checks ?? []) {
        const d = ch._zod.def;
        if (d.pattern)
            pattern = d.pattern;
        isInt || (isInt = !!d.format?.includes("int"));
        const lo = d.minimum ?? d.length;
        const hi = d.maximum ?? d.length;
        if (lo !== undefined && (minimum === undefined || lo > minimum))
            minimum = lo;
        if (hi !== undefined && (maximum === undefined || hi < maximum))
            maximum = hi;
    }
    if (pattern)
        return pattern.source;
    // an empty range matches nothing at runtime, and `{8,5}` is not a legal quantifier
    if (minimum !== undefined && maximum !== undefined && minimum > maximum)
        return "(?!)";
    if (minimum !== undefined || maximum !== undefined)
        return regexes.string({ minimum, maximum }).source;
    const own = schema._zod.pattern;
    return (isInt && own === regexes.number ? regexes.integer : own)?.source;
}
// a part's pattern source. a wrapper's pattern embeds its inner pattern's source verbatim, so the folded form is substituted in place without knowing the wrapper's own composition; a union's options are joined the way the union builds its own pattern
function partPattern(schema) {
    const def = schema._zod.def;
    const own = schema._zod.pattern?.source;
    // lazy resolves its inner on the internals, not the def
    const inner = def.innerType ?? schema._zod.innerType;
    if (inner) {
        const before = inner._zod.pattern?.source;
        const after = partPattern(inner);
        if (own && before && after && after !== before) {
            return own.replace(util.cleanRegex(before), () => util.cleanRegex(after));
        }
        return own;
    }
    if (def.options) {
        const sources = def.options.map(partPattern);
        if (sources.every(Boolean))
            return `^(${sources.map((s) => util.cleanRegex(s)).join("|")})$`;
    }
    return leafPattern(schema);
}
const $ZodTemplateLiteral = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodTemplateLiteral", (inst, def) => {
    $ZodType.init(inst, def);
    const regexParts = [];
    for (const part of def.parts) {
        if (typeof part === "object" && part !== null) {
            // is Zod schema
            const source = partPattern(part);
            if (!source) {
                throw new Error(`Invalid template literal part, no pattern found: ${[...part._zod.traits].shift()}`);
            }
            regexParts.push(util.cleanRegex(source));
        }
        else if (part === null || util.primitiveTypes.has(typeof part)) {
            regexParts.push(util.escapeRegex(`${part}`));
        }
        else {
            throw new Error(`Invalid template literal part: ${part}`);
        }
    }
    inst._zod.pattern = new RegExp(`^${regexParts.join("")}$`);
    inst._zod.parse = (payload, _ctx) => {
        if (typeof payload.value !== "string") {
            payload.issues.push({
                input: payload.value,
                inst,
                expected: "string",
                code: "invalid_type",
            });
            return payload;
        }
        inst._zod.pattern.lastIndex = 0;
        if (!inst._zod.pattern.test(payload.value)) {
            payload.issues.push({
                input: payload.value,
                inst,
                code: "invalid_format",
                format: def.format ?? "template_literal",
                pattern: inst._zod.pattern.source,
            });
            return payload;
        }
        return payload;
    };
})));
const $ZodFunction = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodFunction", (inst, def) => {
    $ZodType.init(inst, def);
    // Defined, not assigned: the classic prototype exposes `_def` as a getter with no setter.
    Object.defineProperty(inst, "_def", { value: def });
    inst._zod.def = def;
    inst.implement = (func) => {
        if (typeof func !== "function") {
            throw new Error("implement() must be called with a function");
        }
        // Defined inline so the closure stays anonymous: binding it to a `const` first names it, which costs 256 bytes per implemented function.
        return Object.defineProperty(function (...args) {
            const parsedArgs = inst._def.input ? parse(inst._def.input, args) : args;
            const result = Reflect.apply(func, this, parsedArgs);
            if (inst._def.output) {
                return parse(inst._def.output, result);
            }
            return result;
        }, "_zod", { value: inst._zod, enumerable: false });
    };
    inst.implementAsync = (func) => {
        if (typeof func !== "function") {
            throw new Error("implementAsync() must be called with a function");
        }
        return Object.defineProperty(async function (...args) {
            const parsedArgs = inst._def.input ? await parseAsync(inst._def.input, args) : args;
            const result = await Reflect.apply(func, this, parsedArgs);
            if (inst._def.output) {
                return await parseAsync(inst._def.output, result);
            }
            return result;
        }, "_zod", { value: inst._zod, enumerable: false });
    };
    inst._zod.parse = (payload, _ctx) => {
        if (typeof payload.value !== "function") {
            payload.issues.push({
                code: "invalid_type",
                expected: "function",
                input: payload.value,
                inst,
            });
            return payload;
        }
        // Check if output is a promise type to determine if we should use async implementation
        const hasPromiseOutput = inst._def.output && inst._def.output._zod.def.type === "promise";
        if (hasPromiseOutput) {
            payload.value = inst.implementAsync(payload.value);
        }
        else {
            payload.value = inst.implement(payload.value);
        }
        return payload;
    };
    inst.input = (...args) => {
        const F = inst.constructor;
        if (Array.isArray(args[0])) {
            return new F({
                type: "function",
                input: new $ZodTuple({
                    type: "tuple",
                    items: args[0],
                    rest: args[1],
                }),
                output: inst._def.output,
            });
        }
        return new F({
            type: "function",
            input: args[0],
            output: inst._def.output,
        });
    };
    inst.output = (output) => {
        const F = inst.constructor;
        return new F({
            type: "function",
            input: inst._def.input,
            output,
        });
    };
    return inst;
})));
const $ZodPromise = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodPromise", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, ctx) => {
        return Promise.resolve(payload.value).then((inner) => def.innerType._zod.run({ value: inner, issues: [] }, ctx));
    };
})));
const $ZodLazy = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodLazy", (inst, def) => {
    $ZodType.init(inst, def);
    // Cache the resolved inner type on the shared `def` so all clones of this lazy (e.g. via `.describe()`/`.meta()`) share the same inner instance, preserving identity for cycle detection on recursive schemas.
    util.defineLazy(inst._zod, "innerType", () => {
        const d = def;
        if (!d._cachedInner)
            d._cachedInner = def.getter();
        return d._cachedInner;
    });
    util.defineLazyInternal(inst, "pattern", (zod) => zod.innerType?._zod?.pattern);
    util.defineLazyInternal(inst, "propValues", (zod) => zod.innerType?._zod?.propValues);
    util.defineLazyInternal(inst, "optin", (zod) => zod.innerType?._zod?.optin ?? undefined);
    util.defineLazyInternal(inst, "optout", (zod) => zod.innerType?._zod?.optout ?? undefined);
    inst._zod.parse = (payload, ctx) => {
        const inner = inst._zod.innerType;
        return inner._zod.run(payload, ctx);
    };
})));
const $ZodCustom = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodCustom", (inst, def) => {
    $ZodCheck.init(inst, def);
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, _) => {
        return payload;
    };
    inst._zod.check = (payload) => {
        const input = payload.value;
        const r = def.fn(input);
        if (r instanceof Promise) {
            return r.then((r) => handleRefineResult(r, payload, input, inst));
        }
        handleRefineResult(r, payload, input, inst);
        return;
    };
});
function handleRefineResult(result, payload, input, inst) {
    if (!result) {
        const _iss = {
            code: "custom",
            input,
            inst, // incorporates params.error into issue reporting
            path: [...(inst._zod.def.path ?? [])], // incorporates params.error into issue reporting
            continue: !inst._zod.def.abort,
            // params: inst._zod.def.params,
        };
        if (inst._zod.def.params)
            _iss.params = inst._zod.def.params;
        payload.issues.push(core_util/* issue */.sn(_iss));
    }
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/registries.js
var _a;
const $output = /*@__PURE__*/ (/* unused pure expression or super */ null && (Symbol("ZodOutput")));
const $input = /*@__PURE__*/ (/* unused pure expression or super */ null && (Symbol("ZodInput")));
class $ZodRegistry {
    constructor() {
        this._map = new WeakMap();
        this._idmap = new Map();
    }
    add(schema, ..._meta) {
        const meta = _meta[0];
        this._map.set(schema, meta);
        if (meta && typeof meta === "object" && "id" in meta) {
            this._idmap.set(meta.id, schema);
        }
        return this;
    }
    clear() {
        this._map = new WeakMap();
        this._idmap = new Map();
        return this;
    }
    remove(schema) {
        const meta = this._map.get(schema);
        if (meta && typeof meta === "object" && "id" in meta) {
            this._idmap.delete(meta.id);
        }
        this._map.delete(schema);
        return this;
    }
    get(schema) {
        // return this._map.get(schema) as any;
        // inherit metadata
        const p = schema._zod.parent;
        if (p) {
            const pm = { ...(this.get(p) ?? {}) };
            delete pm.id; // do not inherit id
            const f = { ...pm, ...this._map.get(schema) };
            return Object.keys(f).length ? f : undefined;
        }
        return this._map.get(schema);
    }
    has(schema) {
        return this._map.has(schema);
    }
}
// registries
function registry() {
    return new $ZodRegistry();
}
(_a = globalThis).__zod_globalRegistry ?? (_a.__zod_globalRegistry = registry());
const globalRegistry = globalThis.__zod_globalRegistry;

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/api.js




function snapshotChecks(def) {
    if (def.checks)
        def.checks = [...def.checks];
    return def;
}
// @__NO_SIDE_EFFECTS__
function _string(Class, params) {
    return new Class(snapshotChecks({ type: "string", ...core_util/* normalizeParams */.A2(params) }));
}
// @__NO_SIDE_EFFECTS__
function _coercedString(Class, params) {
    return new Class(snapshotChecks({ type: "string", coerce: true, ...util.normalizeParams(params) }));
}
// @__NO_SIDE_EFFECTS__
function _email(Class, params) {
    return new Class({
        type: "string",
        format: "email",
        check: "string_format",
        abort: false,
        ...core_util/* normalizeParams */.A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _guid(Class, params) {
    return new Class({
        type: "string",
        format: "guid",
        check: "string_format",
        abort: false,
        ...core_util/* normalizeParams */.A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _uuid(Class, params) {
    return new Class({
        type: "string",
        format: "uuid",
        check: "string_format",
        abort: false,
        ...core_util/* normalizeParams */.A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _uuidv4(Class, params) {
    return new Class({
        type: "string",
        format: "uuid",
        check: "string_format",
        abort: false,
        version: "v4",
        ...core_util/* normalizeParams */.A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _uuidv6(Class, params) {
    return new Class({
        type: "string",
        format: "uuid",
        check: "string_format",
        abort: false,
        version: "v6",
        ...core_util/* normalizeParams */.A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _uuidv7(Class, params) {
    return new Class({
        type: "string",
        format: "uuid",
        check: "string_format",
        abort: false,
        version: "v7",
        ...core_util/* normalizeParams */.A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _url(Class, params) {
    return new Class({
        type: "string",
        format: "url",
        check: "string_format",
        abort: false,
        ...core_util/* normalizeParams */.A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function api_emoji(Class, params) {
    return new Class({
        type: "string",
        format: "emoji",
        check: "string_format",
        abort: false,
        ...core_util/* normalizeParams */.A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _nanoid(Class, params) {
    return new Class({
        type: "string",
        format: "nanoid",
        check: "string_format",
        abort: false,
        ...core_util/* normalizeParams */.A2(params),
    });
}
/**
 * @deprecated CUID v1 is deprecated by its authors due to information leakage
 * (timestamps embedded in the id). Use {@link _cuid2} instead.
 * See https://github.com/paralleldrive/cuid.
 */
// @__NO_SIDE_EFFECTS__
function _cuid(Class, params) {
    return new Class({
        type: "string",
        format: "cuid",
        check: "string_format",
        abort: false,
        ...core_util/* normalizeParams */.A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _cuid2(Class, params) {
    return new Class({
        type: "string",
        format: "cuid2",
        check: "string_format",
        abort: false,
        ...core_util/* normalizeParams */.A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _ulid(Class, params) {
    return new Class({
        type: "string",
        format: "ulid",
        check: "string_format",
        abort: false,
        ...core_util/* normalizeParams */.A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _xid(Class, params) {
    return new Class({
        type: "string",
        format: "xid",
        check: "string_format",
        abort: false,
        ...core_util/* normalizeParams */.A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _ksuid(Class, params) {
    return new Class({
        type: "string",
        format: "ksuid",
        check: "string_format",
        abort: false,
        ...core_util/* normalizeParams */.A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _ipv4(Class, params) {
    return new Class({
        type: "string",
        format: "ipv4",
        check: "string_format",
        abort: false,
        ...core_util/* normalizeParams */.A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _ipv6(Class, params) {
    return new Class({
        type: "string",
        format: "ipv6",
        check: "string_format",
        abort: false,
        ...core_util/* normalizeParams */.A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _mac(Class, params) {
    return new Class({
        type: "string",
        format: "mac",
        check: "string_format",
        abort: false,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _cidrv4(Class, params) {
    return new Class({
        type: "string",
        format: "cidrv4",
        check: "string_format",
        abort: false,
        ...core_util/* normalizeParams */.A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _cidrv6(Class, params) {
    return new Class({
        type: "string",
        format: "cidrv6",
        check: "string_format",
        abort: false,
        ...core_util/* normalizeParams */.A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _base64(Class, params) {
    return new Class({
        type: "string",
        format: "base64",
        check: "string_format",
        abort: false,
        ...core_util/* normalizeParams */.A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _base64url(Class, params) {
    return new Class({
        type: "string",
        format: "base64url",
        check: "string_format",
        abort: false,
        ...core_util/* normalizeParams */.A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _e164(Class, params) {
    return new Class({
        type: "string",
        format: "e164",
        check: "string_format",
        abort: false,
        ...core_util/* normalizeParams */.A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _creditCard(Class, params) {
    return new Class({
        type: "string",
        format: "credit_card",
        check: "string_format",
        abort: false,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _iban(Class, params) {
    return new Class({
        type: "string",
        format: "iban",
        check: "string_format",
        abort: false,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _jwt(Class, params) {
    return new Class({
        type: "string",
        format: "jwt",
        check: "string_format",
        abort: false,
        ...core_util/* normalizeParams */.A2(params),
    });
}
const TimePrecision = {
    Any: null,
    Minute: -1,
    Second: 0,
    Millisecond: 3,
    Microsecond: 6,
};
// @__NO_SIDE_EFFECTS__
function _isoDateTime(Class, params) {
    return new Class({
        type: "string",
        format: "datetime",
        check: "string_format",
        offset: false,
        local: false,
        precision: null,
        ...core_util/* normalizeParams */.A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _isoDate(Class, params) {
    return new Class({
        type: "string",
        format: "date",
        check: "string_format",
        ...core_util/* normalizeParams */.A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _isoTime(Class, params) {
    return new Class({
        type: "string",
        format: "time",
        check: "string_format",
        precision: null,
        ...core_util/* normalizeParams */.A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _isoDuration(Class, params) {
    return new Class({
        type: "string",
        format: "duration",
        check: "string_format",
        ...core_util/* normalizeParams */.A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _number(Class, params) {
    return new Class(snapshotChecks({ type: "number", checks: [], ...core_util/* normalizeParams */.A2(params) }));
}
// @__NO_SIDE_EFFECTS__
function _coercedNumber(Class, params) {
    return new Class(snapshotChecks({ type: "number", coerce: true, checks: [], ...util.normalizeParams(params) }));
}
// @__NO_SIDE_EFFECTS__
function _int(Class, params) {
    return new Class({
        type: "number",
        check: "number_format",
        abort: false,
        format: "safeint",
        ...core_util/* normalizeParams */.A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _float32(Class, params) {
    return new Class({
        type: "number",
        check: "number_format",
        abort: false,
        format: "float32",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _float64(Class, params) {
    return new Class({
        type: "number",
        check: "number_format",
        abort: false,
        format: "float64",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _int32(Class, params) {
    return new Class({
        type: "number",
        check: "number_format",
        abort: false,
        format: "int32",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _uint32(Class, params) {
    return new Class({
        type: "number",
        check: "number_format",
        abort: false,
        format: "uint32",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _boolean(Class, params) {
    return new Class({
        type: "boolean",
        ...core_util/* normalizeParams */.A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _coercedBoolean(Class, params) {
    return new Class({
        type: "boolean",
        coerce: true,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _bigint(Class, params) {
    return new Class({
        type: "bigint",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _coercedBigint(Class, params) {
    return new Class({
        type: "bigint",
        coerce: true,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _int64(Class, params) {
    return new Class({
        type: "bigint",
        check: "bigint_format",
        abort: false,
        format: "int64",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _uint64(Class, params) {
    return new Class({
        type: "bigint",
        check: "bigint_format",
        abort: false,
        format: "uint64",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _symbol(Class, params) {
    return new Class({
        type: "symbol",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function api_undefined(Class, params) {
    return new Class({
        type: "undefined",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function api_null(Class, params) {
    return new Class({
        type: "null",
        ...core_util/* normalizeParams */.A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _any(Class) {
    return new Class({
        type: "any",
    });
}
// @__NO_SIDE_EFFECTS__
function _unknown(Class) {
    return new Class({
        type: "unknown",
    });
}
// @__NO_SIDE_EFFECTS__
function _never(Class, params) {
    return new Class({
        type: "never",
        ...core_util/* normalizeParams */.A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _void(Class, params) {
    return new Class({
        type: "void",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _date(Class, params) {
    return new Class({
        type: "date",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _coercedDate(Class, params) {
    return new Class({
        type: "date",
        coerce: true,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _nan(Class, params) {
    return new Class({
        type: "nan",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _lt(value, params) {
    return new $ZodCheckLessThan({
        check: "less_than",
        ...core_util/* normalizeParams */.A2(params),
        value,
        inclusive: false,
    });
}
// @__NO_SIDE_EFFECTS__
function _lte(value, params) {
    return new $ZodCheckLessThan({
        check: "less_than",
        ...core_util/* normalizeParams */.A2(params),
        value,
        inclusive: true,
    });
}

// @__NO_SIDE_EFFECTS__
function _gt(value, params) {
    return new $ZodCheckGreaterThan({
        check: "greater_than",
        ...core_util/* normalizeParams */.A2(params),
        value,
        inclusive: false,
    });
}
// @__NO_SIDE_EFFECTS__
function _gte(value, params) {
    return new $ZodCheckGreaterThan({
        check: "greater_than",
        ...core_util/* normalizeParams */.A2(params),
        value,
        inclusive: true,
    });
}

// @__NO_SIDE_EFFECTS__
function _positive(params) {
    return _gt(0, params);
}
// negative
// @__NO_SIDE_EFFECTS__
function _negative(params) {
    return _lt(0, params);
}
// nonpositive
// @__NO_SIDE_EFFECTS__
function _nonpositive(params) {
    return _lte(0, params);
}
// nonnegative
// @__NO_SIDE_EFFECTS__
function _nonnegative(params) {
    return _gte(0, params);
}
// @__NO_SIDE_EFFECTS__
function _multipleOf(value, params) {
    return new $ZodCheckMultipleOf({
        check: "multiple_of",
        ...core_util/* normalizeParams */.A2(params),
        value,
    });
}
// @__NO_SIDE_EFFECTS__
function _maxSize(maximum, params) {
    return new checks.$ZodCheckMaxSize({
        check: "max_size",
        ...util.normalizeParams(params),
        maximum,
    });
}
// @__NO_SIDE_EFFECTS__
function _minSize(minimum, params) {
    return new checks.$ZodCheckMinSize({
        check: "min_size",
        ...util.normalizeParams(params),
        minimum,
    });
}
// @__NO_SIDE_EFFECTS__
function _size(size, params) {
    return new checks.$ZodCheckSizeEquals({
        check: "size_equals",
        ...util.normalizeParams(params),
        size,
    });
}
// @__NO_SIDE_EFFECTS__
function _maxLength(maximum, params) {
    const ch = new $ZodCheckMaxLength({
        check: "max_length",
        ...core_util/* normalizeParams */.A2(params),
        maximum,
    });
    return ch;
}
// @__NO_SIDE_EFFECTS__
function _minLength(minimum, params) {
    return new $ZodCheckMinLength({
        check: "min_length",
        ...core_util/* normalizeParams */.A2(params),
        minimum,
    });
}
// @__NO_SIDE_EFFECTS__
function _length(length, params) {
    return new $ZodCheckLengthEquals({
        check: "length_equals",
        ...core_util/* normalizeParams */.A2(params),
        length,
    });
}
// @__NO_SIDE_EFFECTS__
function _regex(pattern, params) {
    return new $ZodCheckRegex({
        check: "string_format",
        format: "regex",
        ...core_util/* normalizeParams */.A2(params),
        pattern,
    });
}
// @__NO_SIDE_EFFECTS__
function _lowercase(params) {
    return new $ZodCheckLowerCase({
        check: "string_format",
        format: "lowercase",
        ...core_util/* normalizeParams */.A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _uppercase(params) {
    return new $ZodCheckUpperCase({
        check: "string_format",
        format: "uppercase",
        ...core_util/* normalizeParams */.A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _includes(includes, params) {
    return new $ZodCheckIncludes({
        check: "string_format",
        format: "includes",
        ...core_util/* normalizeParams */.A2(params),
        includes,
    });
}
// @__NO_SIDE_EFFECTS__
function _startsWith(prefix, params) {
    return new $ZodCheckStartsWith({
        check: "string_format",
        format: "starts_with",
        ...core_util/* normalizeParams */.A2(params),
        prefix,
    });
}
// @__NO_SIDE_EFFECTS__
function _endsWith(suffix, params) {
    return new $ZodCheckEndsWith({
        check: "string_format",
        format: "ends_with",
        ...core_util/* normalizeParams */.A2(params),
        suffix,
    });
}
// @__NO_SIDE_EFFECTS__
function _property(property, schema, params) {
    return new checks.$ZodCheckProperty({
        check: "property",
        property,
        schema,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _properties(shape, params) {
    return new $ZodCheckProperties({
        check: "properties",
        shape,
        ...core_util/* normalizeParams */.A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _mime(types, params) {
    return new checks.$ZodCheckMimeType({
        check: "mime_type",
        mime: types,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _overwrite(tx) {
    return new $ZodCheckOverwrite({
        check: "overwrite",
        tx,
    });
}
// normalize
// @__NO_SIDE_EFFECTS__
function _normalize(form) {
    return _overwrite((input) => input.normalize(form));
}
// trim
// @__NO_SIDE_EFFECTS__
function _trim() {
    return _overwrite((input) => input.trim());
}
// toLowerCase
// @__NO_SIDE_EFFECTS__
function _toLowerCase() {
    return _overwrite((input) => input.toLowerCase());
}
// toUpperCase
// @__NO_SIDE_EFFECTS__
function _toUpperCase() {
    return _overwrite((input) => input.toUpperCase());
}
// slugify
// @__NO_SIDE_EFFECTS__
function _slugify() {
    return _overwrite((input) => core_util/* slugify */.Yv(input));
}
// @__NO_SIDE_EFFECTS__
function _array(Class, element, params) {
    return new Class({
        type: "array",
        element,
        // get element() {
        //   return element;
        // },
        ...core_util/* normalizeParams */.A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _union(Class, options, params) {
    return new Class({
        type: "union",
        options,
        ...util.normalizeParams(params),
    });
}
function _xor(Class, options, params) {
    return new Class({
        type: "union",
        options,
        inclusive: false,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _discriminatedUnion(Class, discriminator, options, params) {
    return new Class({
        type: "union",
        options: options,
        discriminator,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _intersection(Class, left, right) {
    return new Class({
        type: "intersection",
        left,
        right,
    });
}
// export function _tuple(
//   Class: util.SchemaClass<schemas.$ZodTuple>,
//   items: [],
//   params?: string | $ZodTupleParams
// ): schemas.$ZodTuple<[], null>;
// @__NO_SIDE_EFFECTS__
function _tuple(Class, items, _paramsOrRest, _params) {
    const hasRest = _paramsOrRest instanceof schemas.$ZodType;
    const params = hasRest ? _params : _paramsOrRest;
    const rest = hasRest ? _paramsOrRest : null;
    return new Class({
        type: "tuple",
        items,
        rest,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _record(Class, keyType, valueType, params) {
    return new Class({
        type: "record",
        keyType,
        valueType,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _map(Class, keyType, valueType, params) {
    return new Class({
        type: "map",
        keyType,
        valueType,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _set(Class, valueType, params) {
    return new Class({
        type: "set",
        valueType,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _enum(Class, values, params) {
    const entries = Array.isArray(values) ? Object.fromEntries(values.map((v) => [v, v])) : values;
    // if (Array.isArray(values)) {
    //   for (const value of values) {
    //     entries[value] = value;
    //   }
    // } else {
    //   Object.assign(entries, values);
    // }
    // const entries: util.EnumLike = {};
    // for (const val of values) {
    //   entries[val] = val;
    // }
    return new Class({
        type: "enum",
        entries,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
/** @deprecated This API has been merged into `z.enum()`. Use `z.enum()` instead.
 *
 * ```ts
 * enum Colors { red, green, blue }
 * z.enum(Colors);
 * ```
 */
function _nativeEnum(Class, entries, params) {
    return new Class({
        type: "enum",
        entries,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _literal(Class, value, params) {
    return new Class({
        type: "literal",
        values: Array.isArray(value) ? value : [value],
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _file(Class, params) {
    return new Class({
        type: "file",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _transform(Class, fn) {
    return new Class({
        type: "transform",
        transform: fn,
    });
}
// @__NO_SIDE_EFFECTS__
function _optional(Class, innerType) {
    return new Class({
        type: "optional",
        innerType,
    });
}
// @__NO_SIDE_EFFECTS__
function _nullable(Class, innerType) {
    return new Class({
        type: "nullable",
        innerType,
    });
}
// @__NO_SIDE_EFFECTS__
function _default(Class, innerType, defaultValue) {
    return new Class({
        type: "default",
        innerType,
        get defaultValue() {
            return typeof defaultValue === "function" ? defaultValue() : util.shallowClone(defaultValue);
        },
    });
}
// @__NO_SIDE_EFFECTS__
function _nonoptional(Class, innerType, params) {
    return new Class({
        type: "nonoptional",
        innerType,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _success(Class, innerType) {
    return new Class({
        type: "success",
        innerType,
    });
}
// @__NO_SIDE_EFFECTS__
function _catch(Class, innerType, catchValue) {
    return new Class({
        type: "catch",
        innerType,
        catchValue: (typeof catchValue === "function" ? catchValue : util.constantCatch(catchValue)),
    });
}
// @__NO_SIDE_EFFECTS__
function _pipe(Class, in_, out) {
    return new Class({
        type: "pipe",
        in: in_,
        out,
    });
}
// @__NO_SIDE_EFFECTS__
function _readonly(Class, innerType) {
    return new Class({
        type: "readonly",
        innerType,
    });
}
// @__NO_SIDE_EFFECTS__
function _templateLiteral(Class, parts, params) {
    return new Class({
        type: "template_literal",
        parts,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _lazy(Class, getter) {
    return new Class({
        type: "lazy",
        getter,
    });
}
// @__NO_SIDE_EFFECTS__
function _promise(Class, innerType) {
    return new Class({
        type: "promise",
        innerType,
    });
}
// @__NO_SIDE_EFFECTS__
function _custom(Class, fn, _params) {
    const norm = util.normalizeParams(_params);
    norm.abort ?? (norm.abort = true); // default to abort:false
    const schema = new Class({
        type: "custom",
        check: "custom",
        fn: fn,
        ...norm,
    });
    return schema;
}
// same as _custom but defaults to abort:false
// @__NO_SIDE_EFFECTS__
function _refine(Class, fn, _params) {
    const schema = new Class({
        type: "custom",
        check: "custom",
        fn: fn,
        ...core_util/* normalizeParams */.A2(_params),
    });
    return schema;
}
// @__NO_SIDE_EFFECTS__
function _superRefine(fn, params) {
    const ch = _check((payload) => {
        payload.addIssue = (issue) => {
            if (typeof issue === "string") {
                payload.issues.push(core_util/* issue */.sn(issue, payload.value, ch._zod.def));
            }
            else {
                // for Zod 3 backwards compatibility
                const _issue = issue;
                if (_issue.fatal)
                    _issue.continue = false;
                _issue.code ?? (_issue.code = "custom");
                if (!("input" in _issue))
                    _issue.input = payload.value;
                _issue.inst ?? (_issue.inst = ch);
                _issue.continue ?? (_issue.continue = !ch._zod.def.abort); // abort is always undefined, so this is always true...
                payload.issues.push(core_util/* issue */.sn(_issue));
            }
        };
        return fn(payload.value, payload);
    }, params);
    return ch;
}
// @__NO_SIDE_EFFECTS__
function _check(fn, params) {
    const ch = new $ZodCheck({
        check: "custom",
        ...core_util/* normalizeParams */.A2(params),
    });
    ch._zod.check = fn;
    return ch;
}
// @__NO_SIDE_EFFECTS__
function describe(description) {
    const ch = new $ZodCheck({ check: "describe" });
    ch._zod.onattach = [
        (inst) => {
            const existing = globalRegistry.get(inst) ?? {};
            globalRegistry.add(inst, { ...existing, description });
        },
    ];
    ch._zod.check = () => { }; // no-op check
    return ch;
}
// @__NO_SIDE_EFFECTS__
function meta(metadata) {
    const ch = new $ZodCheck({ check: "meta" });
    ch._zod.onattach = [
        (inst) => {
            const existing = globalRegistry.get(inst) ?? {};
            globalRegistry.add(inst, { ...existing, ...metadata });
        },
    ];
    ch._zod.check = () => { }; // no-op check
    return ch;
}
// @__NO_SIDE_EFFECTS__
function _stringbool(Classes, _params) {
    const params = util.normalizeParams(_params);
    let truthyArray = params.truthy ?? ["true", "1", "yes", "on", "y", "enabled"];
    let falsyArray = params.falsy ?? ["false", "0", "no", "off", "n", "disabled"];
    if (params.case !== "sensitive") {
        truthyArray = truthyArray.map((v) => (typeof v === "string" ? v.toLowerCase() : v));
        falsyArray = falsyArray.map((v) => (typeof v === "string" ? v.toLowerCase() : v));
    }
    const truthySet = new Set(truthyArray);
    const falsySet = new Set(falsyArray);
    const _Codec = Classes.Codec ?? schemas.$ZodCodec;
    const _Boolean = Classes.Boolean ?? schemas.$ZodBoolean;
    const _String = Classes.String ?? schemas.$ZodString;
    const stringSchema = new _String({ type: "string", error: params.error });
    const booleanSchema = new _Boolean({ type: "boolean", error: params.error });
    const codec = new _Codec({
        type: "pipe",
        in: stringSchema,
        out: booleanSchema,
        transform: ((input, payload) => {
            let data = input;
            if (params.case !== "sensitive")
                data = data.toLowerCase();
            if (truthySet.has(data)) {
                return true;
            }
            else if (falsySet.has(data)) {
                return false;
            }
            else {
                payload.issues.push({
                    code: "invalid_value",
                    expected: "stringbool",
                    values: [...truthySet, ...falsySet],
                    input: payload.value,
                    inst: codec,
                    continue: false,
                });
                return {};
            }
        }),
        reverseTransform: ((input, _payload) => {
            if (input === true) {
                return truthyArray[0] || "true";
            }
            else {
                return falsyArray[0] || "false";
            }
        }),
        error: params.error,
    });
    codec._zod.bag.truthy = truthyArray;
    codec._zod.bag.falsy = falsyArray;
    codec._zod.bag.case = params.case ?? "insensitive";
    return codec;
}
// @__NO_SIDE_EFFECTS__
function _stringFormat(Class, format, fnOrRegex, _params = {}) {
    const params = util.normalizeParams(_params);
    const def = {
        check: "string_format",
        type: "string",
        format,
        fn: typeof fnOrRegex === "function" ? fnOrRegex : (val) => fnOrRegex.test(val),
        ...params,
    };
    if (fnOrRegex instanceof RegExp) {
        def.pattern = fnOrRegex;
    }
    const inst = new Class(def);
    return inst;
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/to-json-schema.js


function assignProps(target, ...sources) {
    for (const source of sources) {
        for (const key of Reflect.ownKeys(source)) {
            if (Object.prototype.propertyIsEnumerable.call(source, key)) {
                (0,core_util/* assignProp */.Vy)(target, key, source[key]);
            }
        }
    }
    return target;
}
// function initializeContext<T extends schemas.$ZodType>(inputs: JSONSchemaGeneratorParams<T>): ToJSONSchemaContext<T> {
//   return {
//     processor: inputs.processor,
//     metadataRegistry: inputs.metadata ?? globalRegistry,
//     target: inputs.target ?? "draft-2020-12",
//     unrepresentable: inputs.unrepresentable ?? "throw",
//   };
// }
function to_json_schema_initializeContext(params) {
    // Normalize target: convert old non-hyphenated versions to hyphenated versions
    let target = params?.target ?? "draft-2020-12";
    if (target === "draft-4")
        target = "draft-04";
    if (target === "draft-7")
        target = "draft-07";
    return {
        processors: params.processors ?? {},
        metadataRegistry: params?.metadata ?? globalRegistry,
        target,
        unrepresentable: params?.unrepresentable ?? "throw",
        override: params?.override ?? (() => { }),
        io: params?.io ?? "output",
        counter: 0,
        seen: new Map(),
        sharedDefsExtractedFor: undefined,
        sharedEmitDoneFor: undefined,
        cycles: params?.cycles ?? "ref",
        reused: params?.reused ?? "inline",
        intersections: [],
        deferred: [],
        external: params?.external ?? undefined,
    };
}
/**
 * Applies the `unrepresentable` setting at a site that has no JSON Schema equivalent. Throws
 * `message` unless the setting (or the handler's return value) says otherwise. Returns `true` if a
 * custom JSON Schema was written into `json`, in which case the caller must not write its own.
 */
function handleUnrepresentable(schema, ctx, json, params, message) {
    const result = typeof ctx.unrepresentable === "function"
        ? ctx.unrepresentable({ zodSchema: schema, path: params.path, message })
        : ctx.unrepresentable;
    if (result === "any")
        return false;
    if (result === undefined || result === "throw")
        throw new Error(message);
    Object.assign(json, result);
    return true;
}
// never rename this back to `process`: bundler polyfills inject a top-level `const process` that a lexical declaration of the same name collides with (#6397)
function to_json_schema_processSchema(schema, ctx, _params = { path: [], schemaPath: [] }) {
    var _a;
    const def = schema._zod.def;
    // check for schema in seens
    const seen = ctx.seen.get(schema);
    if (seen) {
        seen.count++;
        // check if cycle
        const isCycle = _params.schemaPath.includes(schema);
        if (isCycle) {
            seen.cycle = _params.path;
        }
        return seen.schema;
    }
    // initialize
    const result = { schema: {}, count: 1, cycle: undefined, path: _params.path };
    ctx.seen.set(schema, result);
    ctx.sharedDefsExtractedFor = undefined;
    ctx.sharedEmitDoneFor = undefined;
    // custom method overrides default behavior
    const overrideSchema = schema._zod.toJSONSchema?.();
    if (overrideSchema) {
        result.schema = overrideSchema;
    }
    else {
        const params = {
            ..._params,
            schemaPath: [..._params.schemaPath, schema],
            path: _params.path,
        };
        if (schema._zod.processJSONSchema) {
            schema._zod.processJSONSchema(ctx, result.schema, params);
        }
        else {
            const _json = result.schema;
            const processor = ctx.processors[def.type];
            if (!processor) {
                throw new Error(`[toJSONSchema]: Non-representable type encountered: ${def.type}`);
            }
            processor(schema, ctx, _json, params);
        }
        const parent = schema._zod.parent;
        if (parent) {
            // Also set ref if processor didn't (for inheritance)
            if (!result.ref)
                result.ref = parent;
            to_json_schema_processSchema(parent, ctx, params);
            ctx.seen.get(parent).isParent = true;
        }
    }
    // metadata
    const meta = ctx.metadataRegistry.get(schema);
    if (meta)
        assignProps(result.schema, meta);
    if (ctx.io === "input" && isTransforming(schema)) {
        // examples/defaults only apply to output type of pipe
        delete result.schema.examples;
        delete result.schema.default;
    }
    // set prefault as default
    if (ctx.io === "input" && "_prefault" in result.schema)
        (_a = result.schema).default ?? (_a.default = result.schema._prefault);
    delete result.schema._prefault;
    // pulling fresh from ctx.seen in case it was overwritten
    const _result = ctx.seen.get(schema);
    return _result.schema;
}
/** @deprecated Renamed to `processSchema`. An export alias declares no binding, so it is safe to keep. */

// Escape a reference token for use in a JSON Pointer fragment (RFC 6901): `~` becomes `~0` and `/` becomes `~1`. The `~` replacement must run first.
function encodeJSONPointerSegment(segment) {
    return segment.replace(/~/g, "~0").replace(/\//g, "~1");
}
function to_json_schema_extractDefs(ctx, schema
// params: EmitParams
) {
    // iterate over seen map;
    const root = ctx.seen.get(schema);
    if (!root)
        throw new Error("Unprocessed schema. This is a bug in Zod.");
    // With `external` set, every registered schema resolves through the external branch of `makeURI`, so the root branch below produces the same ref the external branch would — this pass is identical whichever schema it is called with, and only needs to run once.
    if (ctx.external && ctx.sharedDefsExtractedFor === ctx.external)
        return;
    // Track ids to detect duplicates across different schemas
    const idToSchema = new Map();
    for (const entry of ctx.seen.entries()) {
        const id = ctx.metadataRegistry.get(entry[0])?.id;
        if (id) {
            const existing = idToSchema.get(id);
            if (existing && existing !== entry[0]) {
                throw new Error(`Duplicate schema id "${id}" detected during JSON Schema conversion. Two different schemas cannot share the same id when converted together.`);
            }
            idToSchema.set(id, entry[0]);
        }
    }
    // returns a ref to the schema defId will be empty if the ref points to an external schema (or #)
    const makeURI = (entry) => {
        // comparing the seen objects because sometimes multiple schemas map to the same seen object. e.g. lazy
        // external is configured
        const defsSegment = ctx.target === "draft-2020-12" ? "$defs" : "definitions";
        if (ctx.external) {
            const externalId = ctx.external.registry.get(entry[0])?.id; // ?? "__shared";// `__schema${ctx.counter++}`;
            // check if schema is in the external registry
            const uriGenerator = ctx.external.uri ?? ((id) => id);
            if (externalId) {
                return { ref: uriGenerator(externalId) };
            }
            // otherwise, add to __shared
            const id = entry[1].defId ?? entry[1].schema.id ?? `schema${ctx.counter++}`;
            entry[1].defId = id; // set defId so it will be reused if needed
            return { defId: id, ref: `${uriGenerator("__shared")}#/${defsSegment}/${encodeJSONPointerSegment(id)}` };
        }
        const uriPrefix = `#`;
        const defUriPrefix = `${uriPrefix}/${defsSegment}/`;
        // an id-less root has nowhere to be extracted to, so it stays inline and self-references as `#`
        if (entry[1] === root && !entry[1].schema.id) {
            return { ref: uriPrefix };
        }
        // self-contained schema
        const defId = entry[1].schema.id ?? `__schema${ctx.counter++}`;
        return { defId, ref: defUriPrefix + encodeJSONPointerSegment(defId) };
    };
    // stored cached version in `def` property remove all properties, set $ref
    const extractToDef = (entry) => {
        // if the schema is already a reference, do not extract it
        if (entry[1].schema.$ref) {
            return;
        }
        const seen = entry[1];
        const { ref, defId } = makeURI(entry);
        seen.def = { ...seen.schema };
        // defId won't be set if the schema is a reference to an external schema or if the schema is the root schema
        if (defId)
            seen.defId = defId;
        // wipe away all properties except $ref
        const schema = seen.schema;
        for (const key in schema) {
            delete schema[key];
        }
        schema.$ref = ref;
    };
    // throw on cycles
    // break cycles
    if (ctx.cycles === "throw") {
        for (const entry of ctx.seen.entries()) {
            const seen = entry[1];
            if (seen.cycle) {
                throw new Error("Cycle detected: " +
                    `#/${seen.cycle?.join("/")}/<root>` +
                    '\n\nSet the `cycles` parameter to `"ref"` to resolve cyclical schemas with defs.');
            }
        }
    }
    // extract schemas into $defs
    for (const entry of ctx.seen.entries()) {
        const seen = entry[1];
        // convert root schema to # $ref
        if (schema === entry[0]) {
            extractToDef(entry); // this has special handling for the root schema
            continue;
        }
        // extract schemas that are in the external registry
        if (ctx.external) {
            const ext = ctx.external.registry.get(entry[0])?.id;
            if (schema !== entry[0] && ext) {
                extractToDef(entry);
                continue;
            }
        }
        // extract schemas with `id` meta
        const id = ctx.metadataRegistry.get(entry[0])?.id;
        if (id) {
            extractToDef(entry);
            continue;
        }
        // break cycles
        if (seen.cycle) {
            // any
            extractToDef(entry);
            continue;
        }
        // extract reused schemas
        if (seen.count > 1) {
            if (ctx.reused === "ref") {
                extractToDef(entry);
            }
        }
    }
    if (ctx.external)
        ctx.sharedDefsExtractedFor = ctx.external;
}
/** Rewrites `anyOf: [{type: "a"}, {type: "b"}]` to `type: ["a", "b"]`, which every JSON Schema draft treats as equivalent and most consumers render far better for the nullable case. Only branches that are a bare type assertion qualify — anything carrying a constraint, `$ref`, `const` or metadata is left alone. Runs after `flattenRef`, so a branch an override decorated or `$defs` extraction turned into a `$ref` is no longer bare and correctly stays in `anyOf`. `oneOf` is excluded: `integer` and `number` overlap, so "exactly one" and "at least one" are not the same there. OpenAPI 3.0 is excluded: its `type` must be a single string. */
function compactTypeUnion(schema) {
    const options = schema.anyOf;
    if (!Array.isArray(options) || options.length === 0 || schema.type !== undefined)
        return;
    const types = [];
    for (const option of options) {
        if (!option || typeof option !== "object")
            return;
        // A branch that is itself a compactible union folds into this one — nested `anyOf` and a flat `type` array say the same thing. Compacting it first also makes the result independent of the order this pass walks the seen map in.
        compactTypeUnion(option);
        const keys = Object.keys(option);
        if (keys.length !== 1 || keys[0] !== "type")
            return;
        const type = option.type;
        for (const member of Array.isArray(type) ? type : [type]) {
            if (typeof member !== "string")
                return;
            if (!types.includes(member))
                types.push(member);
        }
    }
    delete schema.anyOf;
    // A `type` array must be non-empty and unique (metaschema); a single member is spelled as a bare string.
    schema.type = types.length === 1 ? types[0] : types;
}
/** Keywords `foldIntersection` knows how to combine. Anything else — `$ref`, `patternProperties`,
 * an annotation like `description` — makes a member unfoldable, so a constraint this does not
 * understand leaves the `allOf` alone instead of being silently dropped or misattributed. */
const FOLDABLE_KEYS = new Set(["type", "properties", "required", "additionalProperties"]);
const UNION_KEYS = ["oneOf", "anyOf"];
/** A member's constraint on a key it does not declare itself. A `catchall` states one; `false`, an absent `additionalProperties`, and the empty schema a loose object emits state nothing. */
function undeclaredConstraint(member) {
    const extra = member.additionalProperties;
    if (extra === undefined || extra === false || typeof extra !== "object" || extra === null)
        return null;
    return Object.keys(extra).length ? extra : null;
}
/** Combines object members into the single object they describe together, or returns `null` if any of them carries a keyword outside {@link FOLDABLE_KEYS}. */
function foldObjects(members) {
    const objects = [];
    for (const member of members) {
        // A boolean subschema is legal JSON Schema and carries no keywords to fold.
        if (typeof member !== "object" || member.type !== "object")
            return null;
        for (const key in member) {
            if (!FOLDABLE_KEYS.has(key))
                return null;
        }
        objects.push(member);
    }
    const properties = {};
    const required = new Set();
    for (const object of objects) {
        for (const key in object.properties) {
            // `in` would report a `__proto__` key as already present via the prototype chain and skip it.
            if (Object.prototype.hasOwnProperty.call(properties, key))
                continue;
            // Every member constrains this key: the ones that declare it say how, and a `catchall` member constrains it too even though it does not name it. The key has to satisfy all of them, which is the same intersection one level down.
            const parts = [];
            for (const other of objects) {
                const part = other.properties?.[key] ?? undeclaredConstraint(other);
                if (part === null || part === undefined)
                    continue;
                if (!parts.some((seen) => JSON.stringify(seen) === JSON.stringify(part)))
                    parts.push(part);
            }
            const merged = parts.length === 1
                ? parts[0]
                : (foldObjects(parts) ?? { allOf: parts });
            (0,core_util/* assignProp */.Vy)(properties, key, merged);
        }
        for (const key of object.required ?? [])
            required.add(key);
    }
    const folded = { type: "object", properties };
    if (required.size)
        folded.required = [...required];
    // A key no member declares is rejected only when every member rejects it, so the fold is closed only when every member is. Otherwise it carries whatever the `catchall` members demand of such a key.
    if (objects.every((object) => object.additionalProperties === false)) {
        folded.additionalProperties = false;
    }
    else {
        const constraints = [];
        for (const object of objects) {
            const constraint = undeclaredConstraint(object);
            if (constraint && !constraints.some((seen) => JSON.stringify(seen) === JSON.stringify(constraint)))
                constraints.push(constraint);
        }
        if (constraints.length === 1)
            folded.additionalProperties = constraints[0];
        else if (constraints.length > 1)
            folded.additionalProperties = { allOf: constraints };
    }
    return folded;
}
/** `additionalProperties` in an `allOf` member sees only that member's own `properties`, so two
 * closed object members reject each other's keys and the schema validates nothing. Zod's parser
 * pools the key sets instead — `handleIntersectionResults` reports a key as unrecognized only when
 * *every* side rejects it — so the emitted schema has to pool them too, and folding the members
 * into one object is the encoding that says so on every target.
 *
 * This runs from `finalize`, after `extractDefs`, which is what keeps it clear of the `$ref`
 * machinery: a member extracted into `$defs` is already a `$ref` by now and declines to fold, so it
 * keeps its reference and its own closedness rather than being inlined as a stale copy. */
function foldIntersection(json) {
    const allOf = json.allOf;
    if (!Array.isArray(allOf) || allOf.length < 2)
        return;
    // An `override` runs before this pass and may have written object keywords onto the intersection itself. Those are deliberate, so decline rather than overwrite them.
    for (const key of FOLDABLE_KEYS)
        if (key in json)
            return;
    // An intersection distributes over a union: `A & (X | Y)` is `(A & X) | (A & Y)`. Only the first union is distributed over; a second one stays among the members every branch folds against, where it fails the object check and declines the whole intersection rather than multiplying out.
    const unions = allOf.filter((m) => UNION_KEYS.some((k) => Array.isArray(m[k])));
    let folded = null;
    if (!unions.length) {
        folded = foldObjects(allOf);
    }
    else {
        const union = unions[0];
        const keyword = UNION_KEYS.find((k) => Array.isArray(union[k]));
        if (Object.keys(union).length !== 1)
            return;
        const rest = allOf.filter((m) => m !== union);
        const branches = union[keyword].map((branch) => foldObjects([...rest, branch]));
        if (branches.some((b) => !b))
            return;
        folded = { [keyword]: branches };
    }
    if (!folded)
        return;
    delete json.allOf;
    assignProps(json, folded);
}
function to_json_schema_finalize(ctx, schema) {
    const root = ctx.seen.get(schema);
    if (!root)
        throw new Error("Unprocessed schema. This is a bug in Zod.");
    // flatten refs - inherit properties from parent schemas
    const flattenRef = (zodSchema) => {
        const seen = ctx.seen.get(zodSchema);
        // already processed
        if (seen.ref === null)
            return;
        const schema = seen.def ?? seen.schema;
        const _cached = { ...schema };
        const ref = seen.ref;
        seen.ref = null; // prevent infinite recursion
        if (ref) {
            flattenRef(ref);
            const refSeen = ctx.seen.get(ref);
            const refSchema = refSeen.schema;
            // merge referenced schema into current
            if (refSchema.$ref && (ctx.target === "draft-07" || ctx.target === "draft-04" || ctx.target === "openapi-3.0")) {
                // older drafts can't combine $ref with other properties
                schema.allOf = schema.allOf ?? [];
                schema.allOf.push(refSchema);
            }
            else {
                assignProps(schema, refSchema);
            }
            // restore child's own properties (child wins)
            assignProps(schema, _cached);
            const isParentRef = zodSchema._zod.parent === ref;
            // For parent chain, child is a refinement - remove parent-only properties
            if (isParentRef) {
                for (const key in schema) {
                    if (key === "$ref" || key === "allOf")
                        continue;
                    if (!(key in _cached)) {
                        delete schema[key];
                    }
                }
            }
            // When ref was extracted to $defs, remove properties that match the definition
            if (refSchema.$ref && refSeen.def) {
                for (const key in schema) {
                    if (key === "$ref" || key === "allOf")
                        continue;
                    if (key in refSeen.def && JSON.stringify(schema[key]) === JSON.stringify(refSeen.def[key])) {
                        delete schema[key];
                    }
                }
            }
        }
        // If parent was extracted (has $ref), propagate $ref to this schema. This handles cases like: readonly().meta({id}).describe() where processor sets ref to innerType but parent should be referenced
        const parent = zodSchema._zod.parent;
        if (parent && parent !== ref) {
            // Ensure parent is processed first so its def has inherited properties
            flattenRef(parent);
            const parentSeen = ctx.seen.get(parent);
            if (parentSeen?.schema.$ref) {
                schema.$ref = parentSeen.schema.$ref;
                // De-duplicate with parent's definition
                if (parentSeen.def) {
                    for (const key in schema) {
                        if (key === "$ref" || key === "allOf")
                            continue;
                        if (key in parentSeen.def && JSON.stringify(schema[key]) === JSON.stringify(parentSeen.def[key])) {
                            delete schema[key];
                        }
                    }
                }
            }
        }
        // execute overrides
        ctx.override({
            zodSchema: zodSchema,
            jsonSchema: schema,
            path: seen.path ?? [],
        });
    };
    // Flattening walks the whole map and clears each `ref` as it goes, so a second call over the same map is a no-op scan. Skip it outright once it has run for a registry conversion.
    if (!ctx.external || ctx.sharedEmitDoneFor !== ctx.external) {
        for (const entry of [...ctx.seen.entries()].reverse()) {
            flattenRef(entry[0]);
        }
        if (ctx.target !== "openapi-3.0") {
            for (const entry of ctx.seen.entries()) {
                compactTypeUnion(entry[1].def ?? entry[1].schema);
            }
        }
        for (const rewrite of ctx.deferred)
            rewrite();
        // After flattening, every member that was extracted is a `$ref`, so the fold sees the final shape. A schema that inherits an intersection — through `z.lazy`, or any `ref` chain — holds the same `allOf` array, so fold by array identity to catch every copy.
        if (ctx.intersections.length) {
            const carriers = new Map();
            for (const seen of ctx.seen.values()) {
                for (const json of [seen.schema, seen.def]) {
                    const allOf = json?.allOf;
                    if (!Array.isArray(allOf))
                        continue;
                    const existing = carriers.get(allOf);
                    if (existing)
                        existing.push(json);
                    else
                        carriers.set(allOf, [json]);
                }
            }
            for (const allOf of ctx.intersections) {
                for (const json of carriers.get(allOf) ?? [])
                    foldIntersection(json);
            }
        }
    }
    const result = {};
    if (ctx.target === "draft-2020-12") {
        result.$schema = "https://json-schema.org/draft/2020-12/schema";
    }
    else if (ctx.target === "draft-07") {
        result.$schema = "http://json-schema.org/draft-07/schema#";
    }
    else if (ctx.target === "draft-04") {
        result.$schema = "http://json-schema.org/draft-04/schema#";
    }
    else if (ctx.target === "openapi-3.0") {
        // OpenAPI 3.0 schema objects should not include a $schema property
    }
    else {
        // Arbitrary string values are allowed but won't have a $schema property set
    }
    if (ctx.external?.uri) {
        const id = ctx.external.registry.get(schema)?.id;
        if (!id)
            throw new Error("Schema is missing an `id` property");
        result.$id = ctx.external.uri(id);
    }
    // when the root was extracted into $defs, `root.schema` is the `$ref` wrapper and `root.def` is the body that now lives under $defs
    assignProps(result, root.defId ? root.schema : (root.def ?? root.schema));
    // The `id` in `.meta()` is a Zod-specific registration tag used to extract schemas into $defs — it is not user-facing JSON Schema metadata. Strip it from the output body where it would otherwise leak. The id is preserved implicitly via the $defs key (and via $ref paths).
    const rootMetaId = ctx.metadataRegistry.get(schema)?.id;
    if (rootMetaId !== undefined && result.id === rootMetaId)
        delete result.id;
    // build defs object. With `external`, `defs` is the shared object every schema writes into, so the same entries are reassigned on every call. Without it, `defs` is fresh per call and must be rebuilt.
    const defs = ctx.external?.defs ?? {};
    if (!ctx.external || ctx.sharedEmitDoneFor !== ctx.external) {
        for (const entry of ctx.seen.entries()) {
            const seen = entry[1];
            if (seen.def && seen.defId) {
                if (seen.def.id === seen.defId)
                    delete seen.def.id;
                (0,core_util/* assignProp */.Vy)(defs, seen.defId, seen.def);
            }
        }
    }
    if (ctx.external)
        ctx.sharedEmitDoneFor = ctx.external;
    // set definitions in result
    if (ctx.external) {
    }
    else {
        if (Object.keys(defs).length > 0) {
            if (ctx.target === "draft-2020-12") {
                result.$defs = defs;
            }
            else {
                result.definitions = defs;
            }
        }
    }
    try {
        // this "finalizes" this schema and ensures all cycles are removed each call to finalize() is functionally independent though the seen map is shared
        const finalized = JSON.parse(JSON.stringify(result));
        Object.defineProperty(finalized, "~standard", {
            value: {
                ...schema["~standard"],
                jsonSchema: {
                    input: createStandardJSONSchemaMethod(schema, "input", ctx.processors),
                    output: createStandardJSONSchemaMethod(schema, "output", ctx.processors),
                },
            },
            enumerable: false,
            writable: false,
        });
        return finalized;
    }
    catch (_err) {
        throw new Error("Error converting schema to JSON.");
    }
}
function isTransforming(_schema, _ctx) {
    const ctx = _ctx ?? { seen: new Set() };
    if (ctx.seen.has(_schema))
        return false;
    ctx.seen.add(_schema);
    const def = _schema._zod.def;
    if (def.type === "transform")
        return true;
    if (def.type === "array")
        return isTransforming(def.element, ctx);
    if (def.type === "set")
        return isTransforming(def.valueType, ctx);
    if (def.type === "lazy")
        return isTransforming(def.getter(), ctx);
    if (def.type === "promise" ||
        def.type === "optional" ||
        def.type === "nonoptional" ||
        def.type === "nullable" ||
        def.type === "readonly" ||
        def.type === "default" ||
        def.type === "prefault" ||
        def.type === "catch") {
        return isTransforming(def.innerType, ctx);
    }
    if (def.type === "intersection") {
        return isTransforming(def.left, ctx) || isTransforming(def.right, ctx);
    }
    if (def.type === "record" || def.type === "map") {
        return isTransforming(def.keyType, ctx) || isTransforming(def.valueType, ctx);
    }
    if (def.type === "pipe") {
        if (_schema._zod.traits.has("$ZodCodec"))
            return true;
        return isTransforming(def.in, ctx) || isTransforming(def.out, ctx);
    }
    if (def.type === "object") {
        for (const key in def.shape) {
            if (isTransforming(def.shape[key], ctx))
                return true;
        }
        return false;
    }
    if (def.type === "union") {
        for (const option of def.options) {
            if (isTransforming(option, ctx))
                return true;
        }
        return false;
    }
    if (def.type === "tuple") {
        for (const item of def.items) {
            if (isTransforming(item, ctx))
                return true;
        }
        if (def.rest && isTransforming(def.rest, ctx))
            return true;
        return false;
    }
    return false;
}
/**
 * Creates a toJSONSchema method for a schema instance.
 * This encapsulates the logic of initializing context, processing, extracting defs, and finalizing.
 */
const createToJSONSchemaMethod = (schema, processors = {}) => (params) => {
    const ctx = to_json_schema_initializeContext({ ...params, processors });
    to_json_schema_processSchema(schema, ctx);
    to_json_schema_extractDefs(ctx, schema);
    return to_json_schema_finalize(ctx, schema);
};
const createStandardJSONSchemaMethod = (schema, io, processors = {}) => (params) => {
    const { libraryOptions, target } = params ?? {};
    const ctx = to_json_schema_initializeContext({ ...(libraryOptions ?? {}), target, io, processors });
    to_json_schema_processSchema(schema, ctx);
    to_json_schema_extractDefs(ctx, schema);
    return to_json_schema_finalize(ctx, schema);
};

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/json-schema-processors.js




const narrowMin = (agg, key, value) => {
    if (agg[key] === undefined || value > agg[key])
        agg[key] = value;
};
const narrowMax = (agg, key, value) => {
    if (agg[key] === undefined || value < agg[key])
        agg[key] = value;
};
const narrowBoth = (agg, value) => {
    narrowMin(agg, "minimum", value);
    narrowMax(agg, "maximum", value);
};
const addDivisor = (agg, value) => {
    agg.multipleOf ?? (agg.multipleOf = []);
    if (!agg.multipleOf.includes(value))
        agg.multipleOf.push(value);
};
const addPattern = (agg, pattern) => {
    agg.patterns ?? (agg.patterns = new Set());
    agg.patterns.add(pattern);
};
const intersectMime = (agg, mime) => {
    agg.mime = agg.mime ? agg.mime.filter((m) => mime.includes(m)) : [...mime];
};
// last-wins, matching the bag's historical write order; the flag keeps an integer format from being lost to a later float one
const setFormat = (agg, format) => {
    agg.format = format;
    if (format.includes("int"))
        agg.isInt = true;
};
const minContributor = (agg, def) => narrowMin(agg, "minimum", def.minimum);
const maxContributor = (agg, def) => narrowMax(agg, "maximum", def.maximum);
const formatContributor = (ranges) => (agg, def) => {
    setFormat(agg, def.format);
    const [minimum, maximum] = ranges[def.format];
    narrowMin(agg, "minimum", minimum);
    narrowMax(agg, "maximum", maximum);
};
const contributors = {
    greater_than: (agg, def) => narrowMin(agg, def.inclusive ? "minimum" : "exclusiveMinimum", def.value),
    less_than: (agg, def) => narrowMax(agg, def.inclusive ? "maximum" : "exclusiveMaximum", def.value),
    multiple_of: (agg, def) => addDivisor(agg, def.value),
    number_format: formatContributor(core_util/* NUMBER_FORMAT_RANGES */.zH),
    bigint_format: formatContributor(core_util/* BIGINT_FORMAT_RANGES */.NR),
    min_length: minContributor,
    max_length: maxContributor,
    length_equals: (agg, def) => narrowBoth(agg, def.length),
    min_size: minContributor,
    max_size: maxContributor,
    size_equals: (agg, def) => narrowBoth(agg, def.size),
    string_format: (agg, def) => {
        setFormat(agg, def.format);
        if (def.pattern)
            addPattern(agg, def.pattern);
        if (def.format === "base64" || def.format === "base64url")
            agg.contentEncoding = def.format;
        if (def.local || def.precision === -1)
            agg.laxFormat = true;
    },
    mime_type: (agg, def) => intersectMime(agg, def.mime),
};
function aggregateChecks(schema) {
    const agg = {};
    const def = schema._zod.def;
    // a format schema is its own first check, same rule as $ZodType init
    const list = schema._zod.traits.has("$ZodCheck")
        ? [schema, ...(def.checks ?? [])]
        : (def.checks ?? []);
    for (const ch of list)
        contributors[ch._zod.def.check]?.(agg, ch._zod.def);
    // reconcile with the bag so third-party onattach contributions still land; first-party residue is never tighter than the fold, so merging it back is idempotent for one and additive for the other
    const bag = schema._zod.bag;
    if (bag.minimum !== undefined)
        narrowMin(agg, "minimum", bag.minimum);
    if (bag.exclusiveMinimum !== undefined)
        narrowMin(agg, "exclusiveMinimum", bag.exclusiveMinimum);
    if (bag.maximum !== undefined)
        narrowMax(agg, "maximum", bag.maximum);
    if (bag.exclusiveMaximum !== undefined)
        narrowMax(agg, "exclusiveMaximum", bag.exclusiveMaximum);
    if (bag.multipleOf !== undefined)
        addDivisor(agg, bag.multipleOf);
    if (bag.format !== undefined) {
        agg.format ?? (agg.format = bag.format);
        if (bag.format.includes("int"))
            agg.isInt = true;
    }
    if (bag.mime)
        intersectMime(agg, bag.mime);
    for (const pattern of bag.patterns ?? [])
        addPattern(agg, pattern);
    return agg;
}
const formatMap = {
    guid: "uuid",
    url: "uri",
    datetime: "date-time",
    json_string: "json-string",
    regex: "", // do not set
};
// ==================== SIMPLE TYPE PROCESSORS ====================
// the runtime patterns are lax so parse paths never overflow the regex stack; the emitted schema swaps in the exact block forms, which zod itself never executes
const exactPatterns = new Map([
    [base64Charset, base64],
    [base64urlCharset, base64url],
]);
const exactPattern = (p) => exactPatterns.get(p) ?? p;
const stringProcessor = (schema, ctx, _json, _params) => {
    const json = _json;
    json.type = "string";
    const { minimum, maximum, format, patterns, contentEncoding, laxFormat } = aggregateChecks(schema);
    if (typeof minimum === "number")
        json.minLength = minimum;
    if (typeof maximum === "number")
        json.maxLength = maximum;
    // custom pattern overrides format
    if (format) {
        json.format = formatMap[format] ?? format;
        if (json.format === "")
            delete json.format; // empty format is not valid
        // `z.iso.time()` is never full-time, and `laxFormat` carries the datetime shapes that also accept what their keyword forbids
        if (format === "time" || laxFormat) {
            delete json.format;
        }
    }
    if (contentEncoding)
        json.contentEncoding = contentEncoding;
    if (patterns && patterns.size > 0) {
        const patternList = [...patterns].map(exactPattern);
        if (patternList.length === 1)
            json.pattern = patternList[0].source;
        else if (patternList.length > 1) {
            json.allOf = [
                ...patternList.map((regex) => ({
                    ...(ctx.target === "draft-07" || ctx.target === "draft-04" || ctx.target === "openapi-3.0"
                        ? { type: "string" }
                        : {}),
                    pattern: regex.source,
                })),
            ];
        }
    }
};
const numberProcessor = (schema, ctx, _json, params) => {
    const json = _json;
    const { minimum, maximum, multipleOf, exclusiveMaximum, exclusiveMinimum, isInt } = aggregateChecks(schema);
    json.type = isInt ? "integer" : "number";
    // when both minimum and exclusiveMinimum exist, pick the more restrictive one
    const exMin = typeof exclusiveMinimum === "number" && exclusiveMinimum >= (minimum ?? Number.NEGATIVE_INFINITY);
    const exMax = typeof exclusiveMaximum === "number" && exclusiveMaximum <= (maximum ?? Number.POSITIVE_INFINITY);
    const legacy = ctx.target === "draft-04" || ctx.target === "openapi-3.0";
    if (exMin) {
        if (legacy) {
            json.minimum = exclusiveMinimum;
            json.exclusiveMinimum = true;
        }
        else {
            json.exclusiveMinimum = exclusiveMinimum;
        }
    }
    else if (typeof minimum === "number") {
        json.minimum = minimum;
    }
    if (exMax) {
        if (legacy) {
            json.maximum = exclusiveMaximum;
            json.exclusiveMaximum = true;
        }
        else {
            json.exclusiveMaximum = exclusiveMaximum;
        }
    }
    else if (typeof maximum === "number") {
        json.maximum = maximum;
    }
    if (multipleOf) {
        // JSON Schema requires a divisor strictly greater than zero, and a non-finite one does not survive JSON at all. A negative divisor accepts exactly what its absolute value accepts, so it still maps; zero, NaN and Infinity have no keyword form.
        const divisors = new Set();
        for (const divisor of multipleOf) {
            if (Number.isFinite(divisor) && divisor !== 0)
                divisors.add(Math.abs(divisor));
            else
                handleUnrepresentable(schema, ctx, json, params, `A multipleOf divisor of ${divisor} cannot be represented in JSON Schema`);
        }
        // chained divisors are a conjunction the keyword cannot carry alone, so extras ride an allOf, same as stacked patterns
        const [first, ...rest] = divisors;
        if (first !== undefined)
            json.multipleOf = first;
        if (rest.length)
            json.allOf = [...(json.allOf ?? []), ...rest.map((m) => ({ multipleOf: m }))];
    }
};
const booleanProcessor = (_schema, _ctx, json, _params) => {
    json.type = "boolean";
};
const bigintProcessor = (schema, ctx, json, params) => {
    handleUnrepresentable(schema, ctx, json, params, "BigInt cannot be represented in JSON Schema");
};
const symbolProcessor = (schema, ctx, json, params) => {
    handleUnrepresentable(schema, ctx, json, params, "Symbols cannot be represented in JSON Schema");
};
const nullProcessor = (_schema, ctx, json, _params) => {
    if (ctx.target === "openapi-3.0") {
        json.type = "string";
        json.nullable = true;
        json.enum = [null];
    }
    else {
        json.type = "null";
    }
};
const undefinedProcessor = (schema, ctx, json, params) => {
    handleUnrepresentable(schema, ctx, json, params, "Undefined cannot be represented in JSON Schema");
};
const voidProcessor = (schema, ctx, json, params) => {
    handleUnrepresentable(schema, ctx, json, params, "Void cannot be represented in JSON Schema");
};
const neverProcessor = (_schema, _ctx, json, _params) => {
    json.not = {};
};
const anyProcessor = (_schema, _ctx, _json, _params) => {
    // empty schema accepts anything
};
const unknownProcessor = (_schema, _ctx, _json, _params) => {
    // empty schema accepts anything
};
const dateProcessor = (schema, ctx, json, params) => {
    handleUnrepresentable(schema, ctx, json, params, "Date cannot be represented in JSON Schema");
};
const enumProcessor = (schema, _ctx, json, _params) => {
    const def = schema._zod.def;
    const values = (0,core_util/* getEnumValues */.w5)(def.entries);
    // an empty enum accepts nothing, same as z.never()
    if (values.length === 0) {
        json.not = {};
        return;
    }
    // Number enums can have both string and number values
    if (values.every((v) => typeof v === "number"))
        json.type = "number";
    if (values.every((v) => typeof v === "string"))
        json.type = "string";
    json.enum = values;
};
const literalProcessor = (schema, ctx, json, params) => {
    const def = schema._zod.def;
    // a literal with no values accepts nothing, same as z.never()
    if (def.values.length === 0) {
        json.not = {};
        return;
    }
    const vals = [];
    for (const val of def.values) {
        if (val === undefined) {
            // a custom schema replaces the whole literal, so there is nothing left to accumulate
            if (handleUnrepresentable(schema, ctx, json, params, "Literal `undefined` cannot be represented in JSON Schema"))
                return;
            // otherwise do not add to vals
        }
        else if (typeof val === "bigint") {
            if (handleUnrepresentable(schema, ctx, json, params, "BigInt literals cannot be represented in JSON Schema"))
                return;
            vals.push(Number(val));
        }
        else {
            vals.push(val);
        }
    }
    if (vals.length === 0) {
        // do nothing (an undefined literal was stripped)
    }
    else if (vals.length === 1) {
        const val = vals[0];
        json.type = val === null ? "null" : typeof val;
        if (ctx.target === "draft-04" || ctx.target === "openapi-3.0") {
            json.enum = [val];
        }
        else {
            json.const = val;
        }
    }
    else {
        if (vals.every((v) => typeof v === "number"))
            json.type = "number";
        if (vals.every((v) => typeof v === "string"))
            json.type = "string";
        if (vals.every((v) => typeof v === "boolean"))
            json.type = "boolean";
        if (vals.every((v) => v === null))
            json.type = "null";
        json.enum = vals;
    }
};
const nanProcessor = (schema, ctx, json, params) => {
    handleUnrepresentable(schema, ctx, json, params, "NaN cannot be represented in JSON Schema");
};
const templateLiteralProcessor = (schema, _ctx, json, _params) => {
    const _json = json;
    const pattern = schema._zod.pattern;
    if (!pattern)
        throw new Error("Pattern not found in template literal");
    _json.type = "string";
    _json.pattern = pattern.source;
};
const fileProcessor = (schema, _ctx, json, _params) => {
    const _json = json;
    _json.type = "string";
    _json.format = "binary";
    _json.contentEncoding = "binary";
    const { minimum, maximum, mime } = aggregateChecks(schema);
    if (minimum !== undefined)
        _json.minLength = minimum;
    if (maximum !== undefined)
        _json.maxLength = maximum;
    if (!mime)
        return;
    // an empty intersection means the mime checks share no value, so nothing passes at runtime; `anyOf` must be non-empty, so the false schema is `not: {}`
    if (mime.length === 0)
        _json.not = {};
    else if (mime.length === 1)
        _json.contentMediaType = mime[0];
    // only contentMediaType differs, so the shared props stay at the root
    else
        _json.anyOf = mime.map((m) => ({ contentMediaType: m }));
};
const successProcessor = (_schema, _ctx, json, _params) => {
    json.type = "boolean";
};
const customProcessor = (schema, ctx, json, params) => {
    handleUnrepresentable(schema, ctx, json, params, "Custom types cannot be represented in JSON Schema");
};
const functionProcessor = (schema, ctx, json, params) => {
    handleUnrepresentable(schema, ctx, json, params, "Function types cannot be represented in JSON Schema");
};
const transformProcessor = (schema, ctx, json, params) => {
    handleUnrepresentable(schema, ctx, json, params, "Transforms cannot be represented in JSON Schema");
};
const mapProcessor = (schema, ctx, json, params) => {
    handleUnrepresentable(schema, ctx, json, params, "Map cannot be represented in JSON Schema");
};
const setProcessor = (schema, ctx, json, params) => {
    handleUnrepresentable(schema, ctx, json, params, "Set cannot be represented in JSON Schema");
};
// ==================== COMPOSITE TYPE PROCESSORS ====================
const arrayProcessor = (schema, ctx, _json, params) => {
    const json = _json;
    const def = schema._zod.def;
    const { minimum, maximum } = aggregateChecks(schema);
    if (typeof minimum === "number")
        json.minItems = minimum;
    if (typeof maximum === "number")
        json.maxItems = maximum;
    json.type = "array";
    json.items = to_json_schema_processSchema(def.element, ctx, {
        ...params,
        path: [...params.path, "items"],
    });
};
// Transform and catch set `optin = "optional"` at runtime so the parser lets them observe an
// absent key, but their declared input type stays required. An input JSON Schema describes the
// declared type, so resolve past them to the schema that actually carries the optionality.
// Used by both `objectProcessor` (for `required`) and `tupleProcessor` (for `minItems`); see
// wiki/optionality.md, "The JSON Schema emitter reads the *static* value".
function inputOptin(schema) {
    const def = schema._zod.def;
    if (def.type === "pipe" && def.in._zod.traits.has("$ZodTransform")) {
        return inputOptin(def.out);
    }
    if (def.type === "catch") {
        return inputOptin(def.innerType);
    }
    return schema._zod.optin;
}
const objectProcessor = (schema, ctx, _json, params) => {
    const json = _json;
    const def = schema._zod.def;
    const shape = def.shape;
    // dropping it while still emitting `additionalProperties: false` would emit a schema that rejects data this one requires
    const symbolKeys = Object.getOwnPropertySymbols(shape);
    if (symbolKeys.length &&
        handleUnrepresentable(schema, ctx, json, params, "Symbol keys cannot be represented in JSON Schema")) {
        return;
    }
    json.type = "object";
    json.properties = {};
    for (const key in shape) {
        // assignProp so a __proto__ key becomes an own property instead of hitting the inherited setter on the plain {} we build into
        (0,core_util/* assignProp */.Vy)(json.properties, key, to_json_schema_processSchema(shape[key], ctx, {
            ...params,
            path: [...params.path, "properties", key],
        }));
    }
    // required keys
    const requiredKeys = [];
    for (const key of Object.keys(shape)) {
        const field = def.shape[key];
        if (ctx.io === "input" ? inputOptin(field) === undefined : field._zod.optout === undefined) {
            requiredKeys.push(key);
        }
    }
    if (requiredKeys.length > 0) {
        json.required = requiredKeys;
    }
    // catchall
    if (def.catchall?._zod.def.type === "never") {
        // strict
        json.additionalProperties = false;
    }
    else if (!def.catchall) {
        // regular
        if (ctx.io === "output")
            json.additionalProperties = false;
    }
    else if (def.catchall) {
        json.additionalProperties = to_json_schema_processSchema(def.catchall, ctx, {
            ...params,
            path: [...params.path, "additionalProperties"],
        });
    }
};
const unionProcessor = (schema, ctx, json, params) => {
    const def = schema._zod.def;
    // Exclusive unions (inclusive === false) use oneOf (exactly one match) instead of anyOf (one or more matches). This includes both z.xor() and discriminated unions
    const isExclusive = def.inclusive === false;
    const options = def.options.map((x, i) => to_json_schema_processSchema(x, ctx, {
        ...params,
        path: [...params.path, isExclusive ? "oneOf" : "anyOf", i],
    }));
    if (isExclusive) {
        json.oneOf = options;
    }
    else {
        json.anyOf = options;
    }
};
const intersectionProcessor = (schema, ctx, json, params) => {
    const def = schema._zod.def;
    const a = to_json_schema_processSchema(def.left, ctx, {
        ...params,
        path: [...params.path, "allOf", 0],
    });
    const b = to_json_schema_processSchema(def.right, ctx, {
        ...params,
        path: [...params.path, "allOf", 1],
    });
    const isSimpleIntersection = (val) => "allOf" in val && Object.keys(val).length === 1;
    const allOf = [
        ...(isSimpleIntersection(a) ? a.allOf : [a]),
        ...(isSimpleIntersection(b) ? b.allOf : [b]),
    ];
    json.allOf = allOf;
    // Recorded innermost first, so a nested intersection has already folded by the time this one is considered. The array is the handle rather than the schema, because a wrapper that inherits this schema shares the same array; `finalize` folds every object holding it. See `foldIntersection`.
    ctx.intersections.push(allOf);
};
const tupleProcessor = (schema, ctx, _json, params) => {
    const json = _json;
    const def = schema._zod.def;
    json.type = "array";
    const prefixPath = ctx.target === "draft-2020-12" ? "prefixItems" : "items";
    const restPath = ctx.target === "draft-2020-12" ? "items" : ctx.target === "openapi-3.0" ? "items" : "additionalItems";
    const prefixItems = def.items.map((x, i) => to_json_schema_processSchema(x, ctx, {
        ...params,
        path: [...params.path, prefixPath, i],
    }));
    const rest = def.rest
        ? to_json_schema_processSchema(def.rest, ctx, {
            ...params,
            path: [...params.path, restPath, ...(ctx.target === "openapi-3.0" ? [def.items.length] : [])],
        })
        : null;
    let minItems = def.items.length;
    while (minItems > 0) {
        const item = def.items[minItems - 1];
        const optional = ctx.io === "input" ? inputOptin(item) !== undefined : item._zod.optout === "optional";
        if (!optional)
            break;
        minItems--;
    }
    const maxItems = def.items.length;
    const isClosed = !def.rest;
    if (ctx.target === "draft-2020-12") {
        json.prefixItems = prefixItems;
        if (isClosed) {
            json.items = false;
        }
        else if (rest) {
            json.items = rest;
        }
        if (minItems > 0)
            json.minItems = minItems;
        if (isClosed)
            json.maxItems = maxItems;
    }
    else if (ctx.target === "openapi-3.0") {
        json.items = {
            anyOf: prefixItems,
        };
        if (rest) {
            json.items.anyOf.push(rest);
        }
        if (minItems > 0)
            json.minItems = minItems;
        if (isClosed)
            json.maxItems = maxItems;
    }
    else {
        json.items = prefixItems;
        if (isClosed) {
            json.additionalItems = false;
        }
        else if (rest) {
            json.additionalItems = rest;
        }
        if (minItems > 0)
            json.minItems = minItems;
        if (isClosed)
            json.maxItems = maxItems;
    }
    // explicit user-defined length checks take precedence
    const { minimum, maximum } = aggregateChecks(schema);
    if (typeof minimum === "number")
        json.minItems = minimum;
    if (typeof maximum === "number")
        json.maxItems = maximum;
};
/** JSON object keys are always strings, so a numeric record key schema is re-expressed over the
 * numeric-string form the record parser matches. Deferred to `finalize`, after the flatten: a key
 * behind a wrapper only carries its own `type` before then, and a union key only has its branches.
 *
 * A numeric bound cannot apply to a property name, so `minimum` and its siblings are dropped rather
 * than carried over: keeping them beside `type: "string"` reproduces the match-nothing schema this
 * exists to fix. A key that carries one therefore emits wider than the record parses — `z.record(z.number().min(5), V)`
 * accepts `"3"` — which is the deliberate trade, since throwing on it would reject an ordinary schema
 * outright. */
function stringifyKeyNames(bySchema, json, visited) {
    // an extracted key that rewrites cannot go on sharing its definition — the string form a key position needs is not the number form every other reference wants — so it inlines. One that does not rewrite keeps the `$ref`.
    if (json.$ref) {
        // a recursive key holds its own reference inside its definition, so a node already on the path is left alone rather than resolved again
        if (visited.has(json))
            return json;
        visited.add(json);
        const def = bySchema.get(json)?.def;
        if (!def)
            return json;
        const inlined = stringifyKeyNames(bySchema, def, visited);
        return inlined === def ? json : inlined;
    }
    for (const keyword of ["anyOf", "oneOf"]) {
        const branches = json[keyword];
        if (!Array.isArray(branches))
            continue;
        const mapped = branches.map((branch) => stringifyKeyNames(bySchema, branch, visited));
        // rebuilding regardless would detach a key that had nothing to re-express, dropping its `$ref` and leaking the internal `id`
        if (mapped.some((branch, i) => branch !== branches[i]))
            json = { ...json, [keyword]: mapped };
    }
    // a member that already admits a string leaves the key unconstrained, so the node's own type re-expresses only when every member is numeric
    const types = Array.isArray(json.type) ? json.type : [json.type];
    const numericType = !types.includes("string") && types.some((t) => t === "number" || t === "integer");
    // a heterogeneous key carries no type at all, so its numeric members are caught here instead
    const values = json.enum ?? (json.const !== undefined ? [json.const] : undefined);
    if (!numericType && !values?.some((v) => typeof v === "number"))
        return json;
    const { minimum, maximum, exclusiveMinimum, exclusiveMaximum, multipleOf, format, id, ...rest } = json;
    if (rest.enum)
        rest.enum = rest.enum.map((v) => (typeof v === "number" ? String(v) : v));
    else if (typeof rest.const === "number")
        rest.const = String(rest.const);
    // a heterogeneous key keeps its absent type: the stringified members already say what a key may be
    if (!numericType)
        return rest;
    rest.type = "string";
    if (!values)
        rest.pattern = (types.includes("number") ? number : integer).source;
    return rest;
}
/** Every record of one conversion, so the carriers are found in a single pass rather than once per record. */
const pendingRecords = new WeakMap();
function rewriteKeyNames(ctx) {
    // an extracted key is resolved by the object `extractToDef` left in its place, so the map is built once rather than searched per reference. `_zod.toJSONSchema` can hand the same object to two schemas, so the first entry carrying a body wins, as a search would have found it.
    const bySchema = new Map();
    for (const entry of ctx.seen.values()) {
        if (entry.def && !bySchema.has(entry.schema))
            bySchema.set(entry.schema, entry);
    }
    const rewrites = new Map();
    for (const record of pendingRecords.get(ctx) ?? []) {
        const seen = ctx.seen.get(record);
        const names = (seen?.def ?? seen?.schema)?.propertyNames;
        if (!names || names === true || rewrites.has(names))
            continue;
        const rewritten = stringifyKeyNames(bySchema, names, new Set());
        if (rewritten !== names)
            rewrites.set(names, rewritten);
    }
    if (!rewrites.size)
        return;
    // the flatten has already copied each record's own properties onto every wrapper by reference, and an extracted body is another such copy, so every carrier holding a rewritten key is updated together
    for (const entry of ctx.seen.values()) {
        for (const carrier of [entry.schema, entry.def]) {
            const rewritten = carrier && rewrites.get(carrier.propertyNames);
            if (rewritten)
                carrier.propertyNames = rewritten;
        }
    }
}
const recordProcessor = (schema, ctx, _json, params) => {
    const json = _json;
    const def = schema._zod.def;
    json.type = "object";
    // For looseRecord with regex patterns, use patternProperties. This correctly represents "only validate keys matching the pattern" semantics and composes well with allOf (intersections)
    const keyType = def.keyType;
    const patterns = aggregateChecks(keyType).patterns;
    if (def.mode === "loose" && patterns && patterns.size > 0) {
        // Use patternProperties for looseRecord with regex patterns
        const valueSchema = to_json_schema_processSchema(def.valueType, ctx, {
            ...params,
            path: [...params.path, "patternProperties", "*"],
        });
        json.patternProperties = {};
        for (const pattern of patterns) {
            (0,core_util/* assignProp */.Vy)(json.patternProperties, exactPattern(pattern).source, valueSchema);
        }
    }
    else {
        // Default behavior: use propertyNames + additionalProperties
        if (ctx.target === "draft-07" || ctx.target === "draft-2020-12") {
            json.propertyNames = to_json_schema_processSchema(def.keyType, ctx, {
                ...params,
                path: [...params.path, "propertyNames"],
            });
            let pending = pendingRecords.get(ctx);
            if (!pending) {
                pending = [];
                pendingRecords.set(ctx, pending);
                ctx.deferred.push(() => rewriteKeyNames(ctx));
            }
            pending.push(schema);
        }
        json.additionalProperties = to_json_schema_processSchema(def.valueType, ctx, {
            ...params,
            path: [...params.path, "additionalProperties"],
        });
    }
    // Add required for keys with discrete values (enum, literal, etc.)
    const keyValues = keyType._zod.values;
    // Every key shares one value schema, so an optional-in value makes the whole key set omittable on input. Output keeps them: the exhaustive branch assigns every key, even one whose value came back undefined.
    const omittableOnInput = ctx.io === "input" && inputOptin(def.valueType) !== undefined;
    if (keyValues && !def.partial && !omittableOnInput) {
        const validKeyValues = [...keyValues].filter((v) => typeof v === "string" || typeof v === "number");
        if (validKeyValues.length > 0) {
            json.required = validKeyValues.map(String);
        }
    }
};
const nullableProcessor = (schema, ctx, json, params) => {
    const def = schema._zod.def;
    const inner = to_json_schema_processSchema(def.innerType, ctx, params);
    const seen = ctx.seen.get(schema);
    if (ctx.target === "openapi-3.0") {
        seen.ref = def.innerType;
        json.nullable = true;
    }
    else {
        json.anyOf = [inner, { type: "null" }];
    }
};
const nonoptionalProcessor = (schema, ctx, _json, params) => {
    const def = schema._zod.def;
    to_json_schema_processSchema(def.innerType, ctx, params);
    const seen = ctx.seen.get(schema);
    seen.ref = def.innerType;
};
/** Round-trips a default value through JSON so the emitted schema is guaranteed to be valid JSON.
 * A BigInt has no reliable encoding, so it goes through `unrepresentable` like any other
 * unrepresentable value. Returns a sentinel when the caller must not write a default of its own. */
const UNREPRESENTABLE_DEFAULT = Symbol();
function serializeDefaultValue(value, schema, ctx, json, params) {
    let unrepresentable = false;
    const serialized = JSON.stringify(value, (_, val) => {
        if (typeof val !== "bigint")
            return val;
        unrepresentable = true;
        return null;
    });
    if (!unrepresentable)
        return JSON.parse(serialized);
    handleUnrepresentable(schema, ctx, json, params, "BigInt defaults cannot be represented in JSON Schema");
    return UNREPRESENTABLE_DEFAULT;
}
const defaultProcessor = (schema, ctx, json, params) => {
    const def = schema._zod.def;
    to_json_schema_processSchema(def.innerType, ctx, params);
    const seen = ctx.seen.get(schema);
    seen.ref = def.innerType;
    const value = serializeDefaultValue(def.defaultValue, schema, ctx, json, params);
    if (value !== UNREPRESENTABLE_DEFAULT)
        json.default = value;
};
const prefaultProcessor = (schema, ctx, json, params) => {
    const def = schema._zod.def;
    to_json_schema_processSchema(def.innerType, ctx, params);
    const seen = ctx.seen.get(schema);
    seen.ref = def.innerType;
    if (ctx.io !== "input")
        return;
    const value = serializeDefaultValue(def.defaultValue, schema, ctx, json, params);
    if (value !== UNREPRESENTABLE_DEFAULT)
        json._prefault = value;
};
const catchProcessor = (schema, ctx, json, params) => {
    const def = schema._zod.def;
    to_json_schema_processSchema(def.innerType, ctx, params);
    const seen = ctx.seen.get(schema);
    seen.ref = def.innerType;
    let catchValue;
    try {
        catchValue = def.catchValue(undefined);
    }
    catch {
        handleUnrepresentable(schema, ctx, json, params, "Dynamic catch values are not supported in JSON Schema");
        return;
    }
    json.default = catchValue;
};
const pipeProcessor = (schema, ctx, _json, params) => {
    const def = schema._zod.def;
    const inIsTransform = def.in._zod.traits.has("$ZodTransform");
    const innerType = ctx.io === "input" ? (inIsTransform ? def.out : def.in) : def.out;
    to_json_schema_processSchema(innerType, ctx, params);
    const seen = ctx.seen.get(schema);
    seen.ref = innerType;
};
const readonlyProcessor = (schema, ctx, json, params) => {
    const def = schema._zod.def;
    to_json_schema_processSchema(def.innerType, ctx, params);
    const seen = ctx.seen.get(schema);
    seen.ref = def.innerType;
    json.readOnly = true;
};
const promiseProcessor = (schema, ctx, _json, params) => {
    const def = schema._zod.def;
    to_json_schema_processSchema(def.innerType, ctx, params);
    const seen = ctx.seen.get(schema);
    seen.ref = def.innerType;
};
const optionalProcessor = (schema, ctx, _json, params) => {
    const def = schema._zod.def;
    to_json_schema_processSchema(def.innerType, ctx, params);
    const seen = ctx.seen.get(schema);
    seen.ref = def.innerType;
};
const lazyProcessor = (schema, ctx, _json, params) => {
    const innerType = schema._zod.innerType;
    to_json_schema_processSchema(innerType, ctx, params);
    const seen = ctx.seen.get(schema);
    seen.ref = innerType;
};
// ==================== ALL PROCESSORS ====================
const allProcessors = {
    string: stringProcessor,
    number: numberProcessor,
    boolean: booleanProcessor,
    bigint: bigintProcessor,
    symbol: symbolProcessor,
    null: nullProcessor,
    undefined: undefinedProcessor,
    void: voidProcessor,
    never: neverProcessor,
    any: anyProcessor,
    unknown: unknownProcessor,
    date: dateProcessor,
    enum: enumProcessor,
    literal: literalProcessor,
    nan: nanProcessor,
    template_literal: templateLiteralProcessor,
    file: fileProcessor,
    success: successProcessor,
    custom: customProcessor,
    function: functionProcessor,
    transform: transformProcessor,
    map: mapProcessor,
    set: setProcessor,
    array: arrayProcessor,
    object: objectProcessor,
    union: unionProcessor,
    intersection: intersectionProcessor,
    tuple: tupleProcessor,
    record: recordProcessor,
    nullable: nullableProcessor,
    nonoptional: nonoptionalProcessor,
    default: defaultProcessor,
    prefault: prefaultProcessor,
    catch: catchProcessor,
    pipe: pipeProcessor,
    readonly: readonlyProcessor,
    promise: promiseProcessor,
    optional: optionalProcessor,
    lazy: lazyProcessor,
};
function toJSONSchema(input, params) {
    if ("_idmap" in input) {
        // Registry case
        const registry = input;
        const ctx = initializeContext({ ...params, processors: allProcessors });
        const defs = {};
        // First pass: process all schemas to build the seen map
        for (const entry of registry._idmap.entries()) {
            const [_, schema] = entry;
            processSchema(schema, ctx);
        }
        const schemas = {};
        const external = {
            registry,
            uri: params?.uri,
            defs,
        };
        // Update the context with external configuration
        ctx.external = external;
        // Second pass: emit each schema
        for (const entry of registry._idmap.entries()) {
            const [key, schema] = entry;
            extractDefs(ctx, schema);
            assignProp(schemas, key, finalize(ctx, schema));
        }
        if (Object.keys(defs).length > 0) {
            const defsSegment = ctx.target === "draft-2020-12" ? "$defs" : "definitions";
            schemas.__shared = {
                [defsSegment]: defs,
            };
        }
        return { schemas };
    }
    // Single schema case
    const ctx = initializeContext({ ...params, processors: allProcessors });
    processSchema(input, ctx);
    extractDefs(ctx, input);
    return finalize(ctx, input);
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/locales/en.js

const error = () => {
    const Sizable = {
        string: { unit: "characters", verb: "to have" },
        file: { unit: "bytes", verb: "to have" },
        array: { unit: "items", verb: "to have" },
        set: { unit: "items", verb: "to have" },
        map: { unit: "entries", verb: "to have" },
    };
    function getSizing(origin) {
        return Sizable[origin] ?? null;
    }
    const FormatDictionary = {
        regex: "input",
        email: "email address",
        url: "URL",
        emoji: "emoji",
        uuid: "UUID",
        uuidv4: "UUIDv4",
        uuidv6: "UUIDv6",
        nanoid: "nanoid",
        guid: "GUID",
        cuid: "cuid",
        cuid2: "cuid2",
        ulid: "ULID",
        xid: "XID",
        ksuid: "KSUID",
        datetime: "ISO datetime",
        date: "ISO date",
        time: "ISO time",
        duration: "ISO duration",
        ipv4: "IPv4 address",
        ipv6: "IPv6 address",
        mac: "MAC address",
        cidrv4: "IPv4 range",
        cidrv6: "IPv6 range",
        base64: "base64-encoded string",
        base64url: "base64url-encoded string",
        json_string: "JSON string",
        e164: "E.164 number",
        currency_code: "currency code",
        credit_card: "credit card number",
        iban: "IBAN",
        jwt: "JWT",
        template_literal: "input",
    };
    // type names: missing keys = do not translate (use raw value via ?? fallback)
    const TypeDictionary = {
        // Compatibility: "nan" -> "NaN" for display
        nan: "NaN",
        // All other type names omitted - they fall back to raw values via ?? operator
    };
    function getTypeName(type, input) {
        if (type === "number" && typeof input === "number" && !Number.isFinite(input)) {
            return String(input);
        }
        return TypeDictionary[type] ?? type;
    }
    return (issue) => {
        switch (issue.code) {
            case "invalid_type": {
                const expected = getTypeName(issue.expected);
                const receivedType = core_util/* parsedType */.GW(issue.input);
                const received = getTypeName(receivedType, issue.input);
                return `Invalid input: expected ${expected}, received ${received}`;
            }
            case "invalid_value":
                if (issue.values.length === 1)
                    return `Invalid input: expected ${core_util/* stringifyPrimitive */.B7(issue.values[0])}`;
                return `Invalid option: expected one of ${core_util/* joinValues */.jw(issue.values, "|")}`;
            case "too_big": {
                const adj = issue.exact ? "exactly " : issue.inclusive ? "<=" : "<";
                const sizing = getSizing(issue.origin);
                if (sizing)
                    return `Too big: expected ${issue.origin ?? "value"} to have ${adj}${issue.maximum.toString()} ${sizing.unit ?? "elements"}`;
                return `Too big: expected ${issue.origin ?? "value"} to be ${adj}${issue.maximum.toString()}`;
            }
            case "too_small": {
                const adj = issue.exact ? "exactly " : issue.inclusive ? ">=" : ">";
                const sizing = getSizing(issue.origin);
                if (sizing) {
                    return `Too small: expected ${issue.origin} to have ${adj}${issue.minimum.toString()} ${sizing.unit}`;
                }
                return `Too small: expected ${issue.origin} to be ${adj}${issue.minimum.toString()}`;
            }
            case "invalid_format": {
                const _issue = issue;
                if (_issue.format === "starts_with") {
                    return `Invalid string: must start with "${_issue.prefix}"`;
                }
                if (_issue.format === "ends_with")
                    return `Invalid string: must end with "${_issue.suffix}"`;
                if (_issue.format === "includes")
                    return `Invalid string: must include "${_issue.includes}"`;
                if (_issue.format === "regex")
                    return `Invalid string: must match pattern ${_issue.pattern}`;
                return `Invalid ${FormatDictionary[_issue.format] ?? issue.format}`;
            }
            case "not_multiple_of":
                return `Invalid number: must be a multiple of ${issue.divisor}`;
            case "unrecognized_keys":
                return `Unrecognized key${issue.keys.length > 1 ? "s" : ""}: ${core_util/* joinValues */.jw(issue.keys, ", ")}`;
            case "invalid_key":
                return `Invalid key in ${issue.origin}`;
            case "invalid_union":
                if (issue.options && Array.isArray(issue.options) && issue.options.length > 0) {
                    const opts = issue.options.map((o) => `'${o}'`).join(" | ");
                    return `Invalid discriminator value. Expected ${opts}`;
                }
                if (issue.inclusive === false) {
                    return "Invalid input: more than one option matched";
                }
                return "Invalid input";
            case "invalid_element":
                return `Invalid value in ${issue.origin}`;
            default:
                return `Invalid input`;
        }
    };
};
/* harmony default export */ function en() {
    return {
        localeError: error(),
    };
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/errors.js


/* Computing the message eagerly is expensive (pretty-printed JSON of all
 * issues), so defer it until first read. The accessor functions and
 * descriptors are shared across instances to keep error construction
 * cheap; the computed message is cached on the internals object. The
 * setter preserves plain assignment semantics for consumers that
 * overwrite `message`. */
function _getMessage() {
    const internals = this._zod;
    internals.message ?? (internals.message = JSON.stringify(internals.def, core_util/* jsonStringifyReplacer */.k8, 2));
    return internals.message;
}
function _setMessage(value) {
    this._zod.message = value;
}
const _messageDesc = {
    get: _getMessage,
    set: _setMessage,
    enumerable: true,
    configurable: true,
};
const _issuesDesc = { value: undefined, enumerable: false };
/* Prototypes that already carry the lazy `toString`. Seeded with the
 * intrinsics so that `init` on a foreign object — it accepts any object —
 * can never install an accessor onto a prototype we do not own. */
const _installedToString = /* @__PURE__ */ new WeakSet([Object.prototype, Error.prototype]);
const initializer = (inst, def) => {
    inst.name = "$ZodError";
    // `_zod` is already non-enumerable: $constructor's init defined it with this same descriptor
    _issuesDesc.value = def;
    Object.defineProperty(inst, "issues", _issuesDesc);
    // Clear the shared slot; a retained `value` pins the last error's issues.
    _issuesDesc.value = undefined;
    Object.defineProperty(inst, "message", _messageDesc);
    /* `toString` lives as a non-enumerable lazy getter on the shared
     * prototype; on first access it caches a per-instance closure so
     * detached usage still works. */
    const proto = Object.getPrototypeOf(inst);
    if (!_installedToString.has(proto)) {
        _installedToString.add(proto);
        Object.defineProperty(proto, "toString", {
            configurable: true,
            enumerable: false,
            get() {
                const value = () => this.message;
                Object.defineProperty(this, "toString", { value, configurable: true, writable: true });
                return value;
            },
            set(value) {
                Object.defineProperty(this, "toString", { value, configurable: true, writable: true });
            },
        });
    }
};
const $ZodError = (0,core_core/* $constructor */.xI)("$ZodError", initializer);
const $ZodRealError = (0,core_core/* $constructor */.xI)("$ZodError", initializer, undefined, {
    Parent: Error,
});
/** Get-or-create `obj[key]` as an own data property. A path segment naming an inherited member
 * ("toString", "constructor") would otherwise read through to the prototype, and assigning
 * "__proto__" would hit the setter instead of creating a key. */
function node(obj, key, make) {
    if (!Object.prototype.hasOwnProperty.call(obj, key)) {
        if (key === "__proto__") {
            Object.defineProperty(obj, key, { value: make(), writable: true, enumerable: true, configurable: true });
        }
        else {
            obj[key] = make();
        }
    }
    return obj[key];
}
function flattenError(error, mapper = (issue) => issue.message) {
    const fieldErrors = {};
    const formErrors = [];
    for (const sub of error.issues) {
        if (sub.path.length > 0) {
            node(fieldErrors, sub.path[0], () => []).push(mapper(sub));
        }
        else {
            formErrors.push(mapper(sub));
        }
    }
    return { formErrors, fieldErrors };
}
function formatError(error, mapper = (issue) => issue.message) {
    const fieldErrors = { _errors: [] };
    const processError = (error, path = []) => {
        for (const issue of error.issues) {
            if (issue.code === "invalid_union" && issue.errors.length) {
                issue.errors.map((issues) => processError({ issues }, [...path, ...issue.path]));
            }
            else if (issue.code === "invalid_key") {
                processError({ issues: issue.issues }, [...path, ...issue.path]);
            }
            else if (issue.code === "invalid_element") {
                processError({ issues: issue.issues }, [...path, ...issue.path]);
            }
            else {
                const fullpath = [...path, ...issue.path];
                if (fullpath.length === 0) {
                    fieldErrors._errors.push(mapper(issue));
                }
                else {
                    let curr = fieldErrors;
                    let i = 0;
                    while (i < fullpath.length) {
                        const el = fullpath[i];
                        const terminal = i === fullpath.length - 1;
                        // `_errors` is reserved by this legacy format, so merge a matching path segment into the current node instead of treating its array as a child.
                        if (el === "_errors") {
                            if (terminal)
                                curr._errors.push(mapper(issue));
                            i++;
                            continue;
                        }
                        // A path element may collide with an inherited property name such as
                        // "__proto__" or "constructor". Truthiness checks read the prototype
                        // (so no node is created, then ._errors.push throws), and bracket
                        // assignment of "__proto__" hits the setter instead of creating an
                        // own key. Guard the read with hasOwnProperty and create the node
                        // with defineProperty so any path element becomes a real own key.
                        if (!Object.prototype.hasOwnProperty.call(curr, el)) {
                            Object.defineProperty(curr, el, {
                                value: { _errors: [] },
                                enumerable: true,
                                writable: true,
                                configurable: true,
                            });
                        }
                        const node = curr[el];
                        if (terminal) {
                            node._errors.push(mapper(issue));
                        }
                        curr = node;
                        i++;
                    }
                }
            }
        }
    };
    processError(error);
    return fieldErrors;
}
function treeifyError(error, mapper = (issue) => issue.message) {
    const result = { errors: [] };
    const processError = (error, path = []) => {
        var _a;
        for (const issue of error.issues) {
            if (issue.code === "invalid_union" && issue.errors.length) {
                // regular union error
                issue.errors.map((issues) => processError({ issues }, [...path, ...issue.path]));
            }
            else if (issue.code === "invalid_key") {
                processError({ issues: issue.issues }, [...path, ...issue.path]);
            }
            else if (issue.code === "invalid_element") {
                processError({ issues: issue.issues }, [...path, ...issue.path]);
            }
            else {
                const fullpath = [...path, ...issue.path];
                if (fullpath.length === 0) {
                    result.errors.push(mapper(issue));
                    continue;
                }
                let curr = result;
                let i = 0;
                while (i < fullpath.length) {
                    const el = fullpath[i];
                    const terminal = i === fullpath.length - 1;
                    if (typeof el === "string") {
                        curr.properties ?? (curr.properties = {});
                        // el may collide with an inherited property name ("__proto__",
                        // "constructor", ...); ??= reads the prototype so the node is never
                        // created and curr.errors.push throws. Guard with hasOwnProperty and
                        // create the node with defineProperty so "__proto__" becomes a real
                        // own key rather than invoking the prototype setter.
                        if (!Object.prototype.hasOwnProperty.call(curr.properties, el)) {
                            Object.defineProperty(curr.properties, el, {
                                value: { errors: [] },
                                enumerable: true,
                                writable: true,
                                configurable: true,
                            });
                        }
                        curr = curr.properties[el];
                    }
                    else {
                        curr.items ?? (curr.items = []);
                        (_a = curr.items)[el] ?? (_a[el] = { errors: [] });
                        curr = curr.items[el];
                    }
                    if (terminal) {
                        curr.errors.push(mapper(issue));
                    }
                    i++;
                }
            }
        }
    };
    processError(error);
    return result;
}
/** Format a ZodError as a human-readable string in the following form.
 *
 * From
 *
 * ```ts
 * ZodError {
 *   issues: [
 *     {
 *       expected: 'string',
 *       code: 'invalid_type',
 *       path: [ 'username' ],
 *       message: 'Invalid input: expected string'
 *     },
 *     {
 *       expected: 'number',
 *       code: 'invalid_type',
 *       path: [ 'favoriteNumbers', 1 ],
 *       message: 'Invalid input: expected number'
 *     }
 *   ];
 * }
 * ```
 *
 * to
 *
 * ```
 * username
 *   ✖ Expected number, received string at "username
 * favoriteNumbers[0]
 *   ✖ Invalid input: expected number
 * ```
 */
function toDotPath(_path) {
    const segs = [];
    const path = _path.map((seg) => (typeof seg === "object" ? seg.key : seg));
    for (const seg of path) {
        if (typeof seg === "number")
            segs.push(`[${seg}]`);
        else if (typeof seg === "symbol")
            segs.push(`[${JSON.stringify(String(seg))}]`);
        else if (/[^\w$]/.test(seg))
            segs.push(`[${JSON.stringify(seg)}]`);
        else {
            if (segs.length)
                segs.push(".");
            segs.push(seg);
        }
    }
    return segs.join("");
}
function prettifyError(error) {
    const lines = [];
    // sort by path length
    const issues = [...error.issues].sort((a, b) => (a.path ?? []).length - (b.path ?? []).length);
    // Process each issue
    for (const issue of issues) {
        lines.push(`✖ ${issue.message}`);
        if (issue.path?.length)
            lines.push(`  → at ${toDotPath(issue.path)}`);
    }
    // Convert Map to formatted string
    return lines.join("\n");
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/parse.js



// Always both keys, so the `_params` read site in `_parse` sees one object shape rather than two.
function finalizeParams(callee, params) {
    return { callee: params?.callee ?? callee, Err: params?.Err };
}
const _parse = (_Err) => {
    const fn = (schema, value, _ctx, _params) => {
        const ctx = _ctx ? { ..._ctx, async: false } : { async: false };
        const result = schema._zod.run({ value, issues: [] }, ctx);
        if (result instanceof Promise) {
            throw new core_core/* $ZodAsyncError */.GT();
        }
        if (result.issues.length) {
            const e = new (_params?.Err ?? _Err)(result.issues.map((iss) => core_util/* finalizeIssue */.iR(iss, ctx, core_core/* config */.$W())));
            core_util/* captureStackTrace */.gx(e, _params?.callee ?? fn);
            throw e;
        }
        return result.value;
    };
    return fn;
};
const parse_parse = /* @__PURE__*/ _parse($ZodRealError);
const _parseAsync = (_Err) => {
    const fn = async (schema, value, _ctx, params) => {
        const ctx = _ctx ? { ..._ctx, async: true } : { async: true };
        let result = schema._zod.run({ value, issues: [] }, ctx);
        if (result instanceof Promise)
            result = await result;
        if (result.issues.length) {
            const e = new (params?.Err ?? _Err)(result.issues.map((iss) => core_util/* finalizeIssue */.iR(iss, ctx, core_core/* config */.$W())));
            core_util/* captureStackTrace */.gx(e, params?.callee ?? fn);
            throw e;
        }
        return result.value;
    };
    return fn;
};
const parse_parseAsync = /* @__PURE__*/ _parseAsync($ZodRealError);
const _safeParse = (_Err) => (schema, value, _ctx) => {
    const ctx = _ctx ? { ..._ctx, async: false } : { async: false };
    const result = schema._zod.run({ value, issues: [] }, ctx);
    if (result instanceof Promise) {
        throw new core_core/* $ZodAsyncError */.GT();
    }
    return result.issues.length ? failure(_Err, result.issues, ctx) : { success: true, data: result.value };
};
const safeParse = /* @__PURE__*/ _safeParse($ZodRealError);
// the error is built on the first read of `error`: finalizing the issues and constructing the instance is most of a failing parse, and a caller that only branches on `success` never pays it. a getter in the literal keeps this small; the alternative, one shared accessor descriptor plus a hidden state slot, reads ~15% faster but costs ~75 B gzipped in every bundle
function failure(Err, issues, ctx) {
    let error;
    return {
        success: false,
        get error() {
            if (!error) {
                error = new Err(issues.map((iss) => core_util/* finalizeIssue */.iR(iss, ctx, core_core/* config */.$W())));
                // finalizeIssue drops `input`, so the built error holds nothing; keeping the raw issues past this point pins the parsed value for the life of the result
                issues = undefined;
                ctx = undefined;
            }
            return error;
        },
        set error(e) {
            error = e;
            // a replacement makes the getter's branch unreachable, so the captures have to go here too
            issues = undefined;
            ctx = undefined;
        },
    };
}
const _safeParseAsync = (_Err) => async (schema, value, _ctx) => {
    const ctx = _ctx ? { ..._ctx, async: true } : { async: true };
    let result = schema._zod.run({ value, issues: [] }, ctx);
    if (result instanceof Promise)
        result = await result;
    return result.issues.length ? failure(_Err, result.issues, ctx) : { success: true, data: result.value };
};
const safeParseAsync = /* @__PURE__*/ _safeParseAsync($ZodRealError);
// registry mirrors of the compiler's sentinels, so this module never imports the compiler
const COMPILE_INVALID = /* @__PURE__ */ Symbol.for("zod.compile.invalid");
const COMPILE_FALLBACK = /* @__PURE__ */ Symbol.for("zod.compile.fallback");
// Deliberately tiny, because v8 will not inline a body carrying the fallback's object literals and throw. Everything that is not the compiled happy path lives in validateFallback, and that split is worth ~35% on a compiled schema.
const validate = ((schema, value, _ctx) => {
    const validator = schema._zod.bag.validator;
    if (validator !== undefined) {
        if (validator(value) !== COMPILE_INVALID)
            return true;
        // a definite sentinel means the runtime would reject, so skip the re-parse; a ctx can still change the answer
        if (validator.definite === true && _ctx === undefined)
            return false;
    }
    return validateFallback(schema, value, _ctx);
});
function validateFallback(schema, value, _ctx) {
    const ctx = _ctx
        ? { ..._ctx, async: false, abortEarly: true }
        : { async: false, abortEarly: true };
    const fallbackRun = schema._zod.bag.fallbackRun;
    let result;
    if (fallbackRun) {
        // skip nested fast paths on the fallback, so user callbacks keep the at-most-twice bound
        ctx[COMPILE_FALLBACK] = true;
        result = fallbackRun({ value, issues: [] }, ctx);
    }
    else {
        result = schema._zod.run({ value, issues: [] }, ctx);
    }
    if (result instanceof Promise) {
        throw new core_core/* $ZodAsyncError */.GT();
    }
    return result.issues.length === 0;
}
// no fast path: the compiler keeps async parses on the runtime, because a promise-returning callback that is not declared async compiles to a throw
const parse_validateAsync = async (schema, value, _ctx) => {
    const ctx = _ctx
        ? { ..._ctx, async: true, abortEarly: true }
        : { async: true, abortEarly: true };
    let result = schema._zod.run({ value, issues: [] }, ctx);
    if (result instanceof Promise)
        result = await result;
    return result.issues.length === 0;
};
const _encode = (_Err) => {
    const parse = _parse(_Err);
    const fn = (schema, value, _ctx, _params) => {
        const ctx = _ctx ? { ..._ctx, direction: "backward" } : { direction: "backward" };
        return parse(schema, value, ctx, finalizeParams(fn, _params));
    };
    return fn;
};
const encode = /* @__PURE__*/ _encode($ZodRealError);
const _decode = (_Err) => {
    const parse = _parse(_Err);
    const fn = (schema, value, _ctx, _params) => {
        return parse(schema, value, _ctx, finalizeParams(fn, _params));
    };
    return fn;
};
const decode = /* @__PURE__*/ _decode($ZodRealError);
const _encodeAsync = (_Err) => {
    const parseAsync = _parseAsync(_Err);
    const fn = async (schema, value, _ctx, _params) => {
        const ctx = _ctx ? { ..._ctx, direction: "backward" } : { direction: "backward" };
        return (await parseAsync(schema, value, ctx, finalizeParams(fn, _params)));
    };
    return fn;
};
const encodeAsync = /* @__PURE__*/ _encodeAsync($ZodRealError);
const _decodeAsync = (_Err) => {
    const parseAsync = _parseAsync(_Err);
    const fn = async (schema, value, _ctx, _params) => {
        return await parseAsync(schema, value, _ctx, finalizeParams(fn, _params));
    };
    return fn;
};
const decodeAsync = /* @__PURE__*/ _decodeAsync($ZodRealError);
const _safeEncode = (_Err) => (schema, value, _ctx) => {
    const ctx = _ctx ? { ..._ctx, direction: "backward" } : { direction: "backward" };
    return _safeParse(_Err)(schema, value, ctx);
};
const safeEncode = /* @__PURE__*/ _safeEncode($ZodRealError);
const _safeDecode = (_Err) => (schema, value, _ctx) => {
    return _safeParse(_Err)(schema, value, _ctx);
};
const safeDecode = /* @__PURE__*/ _safeDecode($ZodRealError);
const _safeEncodeAsync = (_Err) => async (schema, value, _ctx) => {
    const ctx = _ctx ? { ..._ctx, direction: "backward" } : { direction: "backward" };
    return _safeParseAsync(_Err)(schema, value, ctx);
};
const safeEncodeAsync = /* @__PURE__*/ _safeEncodeAsync($ZodRealError);
const _safeDecodeAsync = (_Err) => async (schema, value, _ctx) => {
    return _safeParseAsync(_Err)(schema, value, _ctx);
};
const safeDecodeAsync = /* @__PURE__*/ _safeDecodeAsync($ZodRealError);

;// CONCATENATED MODULE: ./node_modules/zod/v4/classic/errors.js



/* Prototypes that already carry the lazy helper methods. Seeded with the
 * intrinsics so that `init` on a foreign object — it accepts any object —
 * can never install an accessor onto a prototype we do not own. */
const _installedErrorProtos = /* @__PURE__ */ new WeakSet([Object.prototype, Error.prototype]);
/* Helper methods live as non-enumerable lazy getters on the shared
 * prototype instead of own properties on every instance. On first
 * access the getter allocates the per-instance closure and caches it
 * as a non-enumerable own property, so detached usage still works and
 * the allocation only happens for methods actually touched. */
function _lazyMethod(proto, key, make) {
    Object.defineProperty(proto, key, {
        configurable: true,
        enumerable: false,
        get() {
            const value = make(this);
            Object.defineProperty(this, key, { value, configurable: true, writable: true });
            return value;
        },
        set(value) {
            Object.defineProperty(this, key, { value, configurable: true, writable: true });
        },
    });
}
const errors_initializer = (inst, issues) => {
    $ZodError.init(inst, issues);
    inst.name = "ZodError";
    const proto = Object.getPrototypeOf(inst);
    if (_installedErrorProtos.has(proto))
        return;
    _installedErrorProtos.add(proto);
    _lazyMethod(proto, "format", (self) => (mapper) => formatError(self, mapper));
    _lazyMethod(proto, "flatten", (self) => (mapper) => flattenError(self, mapper));
    _lazyMethod(proto, "addIssue", (self) => (issue) => {
        self.issues.push(issue);
        self.message = JSON.stringify(self.issues, core_util/* jsonStringifyReplacer */.k8, 2);
    });
    _lazyMethod(proto, "addIssues", (self) => (issues) => {
        self.issues.push(...issues);
        self.message = JSON.stringify(self.issues, core_util/* jsonStringifyReplacer */.k8, 2);
    });
    Object.defineProperty(proto, "isEmpty", {
        configurable: true,
        enumerable: false,
        get() {
            return this.issues.length === 0;
        },
    });
};
const ZodError = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodError", errors_initializer)));
const ZodRealError = /*@__PURE__*/ core_core/* $constructor */.xI("ZodError", errors_initializer, undefined, {
    Parent: Error,
});
// /** @deprecated Use `z.core.$ZodErrorMapCtx` instead. */
// export type ErrorMapCtx = core.$ZodErrorMapCtx;

;// CONCATENATED MODULE: ./node_modules/zod/v4/classic/parse.js


const classic_parse_parse = /* @__PURE__ */ _parse(ZodRealError);
const classic_parse_parseAsync = /* @__PURE__ */ _parseAsync(ZodRealError);
const parse_safeParse = /* @__PURE__ */ _safeParse(ZodRealError);
const parse_safeParseAsync = /* @__PURE__ */ _safeParseAsync(ZodRealError);

// Codec functions
const parse_encode = /* @__PURE__ */ _encode(ZodRealError);
const parse_decode = /* @__PURE__ */ _decode(ZodRealError);
const parse_encodeAsync = /* @__PURE__ */ _encodeAsync(ZodRealError);
const parse_decodeAsync = /* @__PURE__ */ _decodeAsync(ZodRealError);
const parse_safeEncode = /* @__PURE__ */ _safeEncode(ZodRealError);
const parse_safeDecode = /* @__PURE__ */ _safeDecode(ZodRealError);
const parse_safeEncodeAsync = /* @__PURE__ */ _safeEncodeAsync(ZodRealError);
const parse_safeDecodeAsync = /* @__PURE__ */ _safeDecodeAsync(ZodRealError);

;// CONCATENATED MODULE: ./node_modules/zod/v4/classic/schemas.js








// Register English as the default locale on first ZodType construction. Hooked into the `ZodType` `$constructor` (rather than a top-level `config(en())` in `external.ts`) so bundlers honoring `sideEffects: false` can't tree-shake it out — see #5953, #5725. An explicit `z.config(z.locales.xx())` call wins regardless of order, since this only sets the default when none is present.
function _ensureDefaultLocale() {
    if (!core_core/* globalConfig */.cr.localeError)
        core_core/* config */.$W(en());
}
// the default memoizer is read by the core container init, which runs before `ZodType.init`, so each container calls this first
function _ensureDefaultMemoizer() {
    if (!core_core/* globalConfig */.cr.memoizer)
        core_core/* config */.$W({ memoizer: memoizer() });
}
const ZodType = /*@__PURE__*/ core_core/* $constructor */.xI("ZodType", (inst, def) => {
    _ensureDefaultLocale();
    $ZodType.init(inst, def);
    inst.def = def;
    inst.type = def.type;
    return inst;
}, {
    check(...chks) {
        const def = this.def;
        return this.clone(core_util/* mergeDefs */.zM(def, {
            checks: [
                ...(def.checks ?? []),
                ...chks.map((ch) => typeof ch === "function" ? { _zod: { check: ch, def: { check: "custom" }, onattach: [] } } : ch),
            ],
        }), { parent: true });
    },
    with(...chks) {
        return this.check(...chks);
    },
    clone(def, params) {
        return core_util/* clone */.o8(this, def, params);
    },
    brand() {
        return this;
    },
    register(reg, meta) {
        reg.add(this, meta);
        return this;
    },
    refine(check, params) {
        return this.check(refine(check, params));
    },
    superRefine(refinement, params) {
        return this.check(superRefine(refinement, params));
    },
    overwrite(fn) {
        return this.check(_overwrite(fn));
    },
    optional() {
        return optional(this);
    },
    exactOptional() {
        return exactOptional(this);
    },
    nullable() {
        return nullable(this);
    },
    nullish() {
        return optional(nullable(this));
    },
    nonoptional(params) {
        return nonoptional(this, params);
    },
    array() {
        return array(this);
    },
    or(arg) {
        return union([this, arg]);
    },
    and(arg) {
        return intersection(this, arg);
    },
    transform(tx) {
        return pipe(this, transform(tx));
    },
    default(d) {
        return schemas_default(this, d);
    },
    prefault(d) {
        return prefault(this, d);
    },
    catch(params) {
        return schemas_catch(this, params);
    },
    pipe(target) {
        return pipe(this, target);
    },
    readonly() {
        return readonly(this);
    },
    describe(description) {
        const cl = this.clone();
        globalRegistry.add(cl, { description });
        return cl;
    },
    meta(...args) {
        // overloaded: meta() returns the registered metadata, meta(data) returns a clone with `data` registered. The mapped type picks up the second overload, so we accept variadic any-args and return `any` to satisfy both at runtime.
        if (args.length === 0)
            return globalRegistry.get(this);
        const cl = this.clone();
        globalRegistry.add(cl, args[0]);
        return cl;
    },
    isOptional() {
        return this.safeParse(undefined).success;
    },
    isNullable() {
        return this.safeParse(null).success;
    },
    apply(fn, ...args) {
        return args.length === 0 ? fn(this) : fn(this, ...args);
    },
    // Overrides core's `~standard` to add `jsonSchema`. Must stay a prototype entry: redefining it per instance demotes instances to dictionary mode.
    get "~standard"() {
        return core_util/* hide */.jD(this, "~standard", {
            ...standardProps(this),
            jsonSchema: {
                input: createStandardJSONSchemaMethod(this, "input"),
                output: createStandardJSONSchemaMethod(this, "output"),
            },
        });
    },
    set "~standard"(value) {
        core_util/* own */.qh(this, "~standard", value);
    },
    parse: function _parse(data, params) {
        return classic_parse_parse(this, data, params, { callee: _parse });
    },
    parseAsync: async function _parseAsync(data, params) {
        return await classic_parse_parseAsync(this, data, params, { callee: _parseAsync });
    },
    safeParse(data, params) {
        return parse_safeParse(this, data, params);
    },
    async safeParseAsync(data, params) {
        return parse_safeParseAsync(this, data, params);
    },
    // `spa` is an alias: same function object as `safeParseAsync`, as before.
    get spa() {
        return this?.safeParseAsync;
    },
    set spa(value) {
        core_util/* own */.qh(this, "spa", value);
    },
    validate(data, params) {
        return validate(this, data, params);
    },
    validateAsync(data, params) {
        return parse_validateAsync(this, data, params);
    },
    encode: function _encode(data, params) {
        return parse_encode(this, data, params, { callee: _encode });
    },
    decode: function _decode(data, params) {
        return parse_decode(this, data, params, { callee: _decode });
    },
    encodeAsync: async function _encodeAsync(data, params) {
        return await parse_encodeAsync(this, data, params, { callee: _encodeAsync });
    },
    decodeAsync: async function _decodeAsync(data, params) {
        return await parse_decodeAsync(this, data, params, { callee: _decodeAsync });
    },
    safeEncode(data, params) {
        return parse_safeEncode(this, data, params);
    },
    safeDecode(data, params) {
        return parse_safeDecode(this, data, params);
    },
    async safeEncodeAsync(data, params) {
        return parse_safeEncodeAsync(this, data, params);
    },
    async safeDecodeAsync(data, params) {
        return parse_safeDecodeAsync(this, data, params);
    },
    toJSONSchema(params) {
        return createToJSONSchemaMethod(this, {})(params);
    },
    // Reads through to the registry on every access, so it must not cache.
    get description() {
        return globalRegistry.get(this)?.description;
    },
    // No setter: `schema._def = x` throws, as it did when `_def` was a non-writable own property.
    get _def() {
        return this._zod.def;
    },
});
/** @internal */
const _ZodString = /*@__PURE__*/ core_core/* $constructor */.xI("_ZodString", (inst, def) => {
    $ZodString.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => stringProcessor(inst, ctx, json, params);
}, 
/*@__PURE__*/ core_util/* derived */.un({
    format: (inst) => aggregateChecks(inst).format ?? null,
    minLength: (inst) => aggregateChecks(inst).minimum ?? null,
    maxLength: (inst) => aggregateChecks(inst).maximum ?? null,
}, {
    regex(...args) {
        return this.check(_regex(...args));
    },
    includes(...args) {
        return this.check(_includes(...args));
    },
    startsWith(...args) {
        return this.check(_startsWith(...args));
    },
    endsWith(...args) {
        return this.check(_endsWith(...args));
    },
    min(...args) {
        return this.check(_minLength(...args));
    },
    max(...args) {
        return this.check(_maxLength(...args));
    },
    length(...args) {
        return this.check(_length(...args));
    },
    nonempty(...args) {
        return this.check(_minLength(1, ...args));
    },
    lowercase(params) {
        return this.check(_lowercase(params));
    },
    uppercase(params) {
        return this.check(_uppercase(params));
    },
    trim() {
        return this.check(_trim());
    },
    normalize(...args) {
        return this.check(_normalize(...args));
    },
    toLowerCase() {
        return this.check(_toLowerCase());
    },
    toUpperCase() {
        return this.check(_toUpperCase());
    },
    slugify() {
        return this.check(_slugify());
    },
}));
const ZodString = /*@__PURE__*/ core_core/* $constructor */.xI("ZodString", (inst, def) => {
    $ZodString.init(inst, def);
    _ZodString.init(inst, def);
}, {
    email(params) {
        return this.check(_email(ZodEmail, params));
    },
    url(params) {
        return this.check(_url(ZodURL, params));
    },
    jwt(params) {
        return this.check(_jwt(ZodJWT, params));
    },
    emoji(params) {
        return this.check(api_emoji(ZodEmoji, params));
    },
    guid(params) {
        return this.check(_guid(ZodGUID, params));
    },
    uuid(params) {
        return this.check(_uuid(ZodUUID, params));
    },
    uuidv4(params) {
        return this.check(_uuidv4(ZodUUID, params));
    },
    uuidv6(params) {
        return this.check(_uuidv6(ZodUUID, params));
    },
    uuidv7(params) {
        return this.check(_uuidv7(ZodUUID, params));
    },
    nanoid(params) {
        return this.check(_nanoid(ZodNanoID, params));
    },
    cuid(params) {
        return this.check(_cuid(ZodCUID, params));
    },
    cuid2(params) {
        return this.check(_cuid2(ZodCUID2, params));
    },
    ulid(params) {
        return this.check(_ulid(ZodULID, params));
    },
    base64(params) {
        return this.check(_base64(ZodBase64, params));
    },
    base64url(params) {
        return this.check(_base64url(ZodBase64URL, params));
    },
    xid(params) {
        return this.check(_xid(ZodXID, params));
    },
    ksuid(params) {
        return this.check(_ksuid(ZodKSUID, params));
    },
    ipv4(params) {
        return this.check(_ipv4(ZodIPv4, params));
    },
    ipv6(params) {
        return this.check(_ipv6(ZodIPv6, params));
    },
    cidrv4(params) {
        return this.check(_cidrv4(ZodCIDRv4, params));
    },
    cidrv6(params) {
        return this.check(_cidrv6(ZodCIDRv6, params));
    },
    e164(params) {
        return this.check(_e164(ZodE164, params));
    },
    datetime(params) {
        return this.check(_isoDateTime(ZodISODateTime, params));
    },
    date(params) {
        return this.check(_isoDate(ZodISODate, params));
    },
    time(params) {
        return this.check(_isoTime(ZodISOTime, params));
    },
    duration(params) {
        return this.check(_isoDuration(ZodISODuration, params));
    },
});
function schemas_string(params) {
    return _string(ZodString, params);
}
const ZodStringFormat = /*@__PURE__*/ core_core/* $constructor */.xI("ZodStringFormat", (inst, def) => {
    $ZodStringFormat.init(inst, def);
    _ZodString.init(inst, def);
});
const ZodISODateTime = /*@__PURE__*/ core_core/* $constructor */.xI("ZodISODateTime", (inst, def) => {
    $ZodISODateTime.init(inst, def);
    ZodStringFormat.init(inst, def);
});
const ZodISODate = /*@__PURE__*/ core_core/* $constructor */.xI("ZodISODate", (inst, def) => {
    $ZodISODate.init(inst, def);
    ZodStringFormat.init(inst, def);
});
const ZodISOTime = /*@__PURE__*/ core_core/* $constructor */.xI("ZodISOTime", (inst, def) => {
    $ZodISOTime.init(inst, def);
    ZodStringFormat.init(inst, def);
});
const ZodISODuration = /*@__PURE__*/ core_core/* $constructor */.xI("ZodISODuration", (inst, def) => {
    $ZodISODuration.init(inst, def);
    ZodStringFormat.init(inst, def);
});
const ZodEmail = /*@__PURE__*/ core_core/* $constructor */.xI("ZodEmail", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodEmail.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_email(params) {
    return core._email(ZodEmail, params);
}
const ZodGUID = /*@__PURE__*/ core_core/* $constructor */.xI("ZodGUID", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodGUID.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_guid(params) {
    return core._guid(ZodGUID, params);
}
const ZodUUID = /*@__PURE__*/ core_core/* $constructor */.xI("ZodUUID", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodUUID.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_uuid(params) {
    return core._uuid(ZodUUID, params);
}
function uuidv4(params) {
    return core._uuidv4(ZodUUID, params);
}
// ZodUUIDv6
function uuidv6(params) {
    return core._uuidv6(ZodUUID, params);
}
// ZodUUIDv7
function uuidv7(params) {
    return core._uuidv7(ZodUUID, params);
}
const ZodURL = /*@__PURE__*/ core_core/* $constructor */.xI("ZodURL", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodURL.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function url(params) {
    return core._url(ZodURL, params);
}
function httpUrl(params) {
    return core._url(ZodURL, {
        protocol: regexes.httpProtocol,
        hostname: regexes.domain,
        ...util.normalizeParams(params),
    });
}
const ZodEmoji = /*@__PURE__*/ core_core/* $constructor */.xI("ZodEmoji", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodEmoji.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_emoji(params) {
    return core._emoji(ZodEmoji, params);
}
const ZodNanoID = /*@__PURE__*/ core_core/* $constructor */.xI("ZodNanoID", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodNanoID.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_nanoid(params) {
    return core._nanoid(ZodNanoID, params);
}
/**
 * @deprecated CUID v1 is deprecated by its authors due to information leakage
 * (timestamps embedded in the id). Use {@link ZodCUID2} instead.
 * See https://github.com/paralleldrive/cuid.
 */
const ZodCUID = /*@__PURE__*/ core_core/* $constructor */.xI("ZodCUID", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodCUID.init(inst, def);
    ZodStringFormat.init(inst, def);
});
/**
 * Validates a CUID v1 string.
 *
 * @deprecated CUID v1 is deprecated by its authors due to information leakage
 * (timestamps embedded in the id). Use {@link cuid2 | `z.cuid2()`} instead.
 * See https://github.com/paralleldrive/cuid.
 */
function schemas_cuid(params) {
    return core._cuid(ZodCUID, params);
}
const ZodCUID2 = /*@__PURE__*/ core_core/* $constructor */.xI("ZodCUID2", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodCUID2.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_cuid2(params) {
    return core._cuid2(ZodCUID2, params);
}
const ZodULID = /*@__PURE__*/ core_core/* $constructor */.xI("ZodULID", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodULID.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_ulid(params) {
    return core._ulid(ZodULID, params);
}
const ZodXID = /*@__PURE__*/ core_core/* $constructor */.xI("ZodXID", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodXID.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_xid(params) {
    return core._xid(ZodXID, params);
}
const ZodKSUID = /*@__PURE__*/ core_core/* $constructor */.xI("ZodKSUID", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodKSUID.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_ksuid(params) {
    return core._ksuid(ZodKSUID, params);
}
const ZodIPv4 = /*@__PURE__*/ core_core/* $constructor */.xI("ZodIPv4", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodIPv4.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_ipv4(params) {
    return core._ipv4(ZodIPv4, params);
}
const ZodMAC = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMAC", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    core.$ZodMAC.init(inst, def);
    ZodStringFormat.init(inst, def);
})));
function schemas_mac(params) {
    return core._mac(ZodMAC, params);
}
const ZodIPv6 = /*@__PURE__*/ core_core/* $constructor */.xI("ZodIPv6", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodIPv6.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_ipv6(params) {
    return core._ipv6(ZodIPv6, params);
}
const ZodCIDRv4 = /*@__PURE__*/ core_core/* $constructor */.xI("ZodCIDRv4", (inst, def) => {
    $ZodCIDRv4.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_cidrv4(params) {
    return core._cidrv4(ZodCIDRv4, params);
}
const ZodCIDRv6 = /*@__PURE__*/ core_core/* $constructor */.xI("ZodCIDRv6", (inst, def) => {
    $ZodCIDRv6.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_cidrv6(params) {
    return core._cidrv6(ZodCIDRv6, params);
}
const ZodBase64 = /*@__PURE__*/ core_core/* $constructor */.xI("ZodBase64", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodBase64.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_base64(params) {
    return core._base64(ZodBase64, params);
}
const ZodBase64URL = /*@__PURE__*/ core_core/* $constructor */.xI("ZodBase64URL", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodBase64URL.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_base64url(params) {
    return core._base64url(ZodBase64URL, params);
}
const ZodE164 = /*@__PURE__*/ core_core/* $constructor */.xI("ZodE164", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodE164.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_e164(params) {
    return core._e164(ZodE164, params);
}
const ZodCreditCard = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodCreditCard", (inst, def) => {
    core.$ZodCreditCard.init(inst, def);
    ZodStringFormat.init(inst, def);
})));
function schemas_creditCard(params) {
    return core._creditCard(ZodCreditCard, params);
}
const ZodIBAN = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodIBAN", (inst, def) => {
    core.$ZodIBAN.init(inst, def);
    ZodStringFormat.init(inst, def);
})));
function schemas_iban(params) {
    return core._iban(ZodIBAN, params);
}
const ZodJWT = /*@__PURE__*/ core_core/* $constructor */.xI("ZodJWT", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodJWT.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function jwt(params) {
    return core._jwt(ZodJWT, params);
}
const ZodCustomStringFormat = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodCustomStringFormat", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    core.$ZodCustomStringFormat.init(inst, def);
    ZodStringFormat.init(inst, def);
})));
function stringFormat(format, fnOrRegex, _params = {}) {
    return core._stringFormat(ZodCustomStringFormat, format, fnOrRegex, _params);
}
function schemas_hostname(_params) {
    return core._stringFormat(ZodCustomStringFormat, "hostname", regexes.hostname, _params);
}
function schemas_hex(_params) {
    return core._stringFormat(ZodCustomStringFormat, "hex", regexes.hex, _params);
}
function schemas_currencyCode(_params) {
    return core._stringFormat(ZodCustomStringFormat, "currency_code", regexes.currencyCode, _params);
}
function hash(alg, params) {
    const enc = params?.enc ?? "hex";
    const format = `${alg}_${enc}`;
    const regex = core.regexes[format];
    if (!regex)
        throw new Error(`Unrecognized hash format: ${format}`);
    return core._stringFormat(ZodCustomStringFormat, format, regex, params);
}
const ZodNumber = /*@__PURE__*/ core_core/* $constructor */.xI("ZodNumber", (inst, def) => {
    $ZodNumber.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => numberProcessor(inst, ctx, json, params);
    inst.isFinite = true;
}, 
/*@__PURE__*/ core_util/* derived */.un({
    minValue: (inst) => {
        const { minimum, exclusiveMinimum } = aggregateChecks(inst);
        return Math.max(minimum ?? Number.NEGATIVE_INFINITY, exclusiveMinimum ?? Number.NEGATIVE_INFINITY);
    },
    maxValue: (inst) => {
        const { maximum, exclusiveMaximum } = aggregateChecks(inst);
        return Math.min(maximum ?? Number.POSITIVE_INFINITY, exclusiveMaximum ?? Number.POSITIVE_INFINITY);
    },
    isInt: (inst) => {
        const { isInt, multipleOf } = aggregateChecks(inst);
        return !!isInt || !!multipleOf?.some(Number.isSafeInteger);
    },
    format: (inst) => aggregateChecks(inst).format ?? null,
}, {
    gt(value, params) {
        return this.check(_gt(value, params));
    },
    gte(value, params) {
        return this.check(_gte(value, params));
    },
    min(value, params) {
        return this.check(_gte(value, params));
    },
    lt(value, params) {
        return this.check(_lt(value, params));
    },
    lte(value, params) {
        return this.check(_lte(value, params));
    },
    max(value, params) {
        return this.check(_lte(value, params));
    },
    int(params) {
        return this.check(schemas_int(params));
    },
    safe(params) {
        return this.check(schemas_int(params));
    },
    positive(params) {
        return this.check(_gt(0, params));
    },
    nonnegative(params) {
        return this.check(_gte(0, params));
    },
    negative(params) {
        return this.check(_lt(0, params));
    },
    nonpositive(params) {
        return this.check(_lte(0, params));
    },
    multipleOf(value, params) {
        return this.check(_multipleOf(value, params));
    },
    step(value, params) {
        return this.check(_multipleOf(value, params));
    },
    finite() {
        return this;
    },
}));
function schemas_number(params) {
    return _number(ZodNumber, params);
}
const ZodNumberFormat = /*@__PURE__*/ core_core/* $constructor */.xI("ZodNumberFormat", (inst, def) => {
    $ZodNumberFormat.init(inst, def);
    ZodNumber.init(inst, def);
});
function schemas_int(params) {
    return _int(ZodNumberFormat, params);
}
function float32(params) {
    return core._float32(ZodNumberFormat, params);
}
function float64(params) {
    return core._float64(ZodNumberFormat, params);
}
function int32(params) {
    return core._int32(ZodNumberFormat, params);
}
function uint32(params) {
    return core._uint32(ZodNumberFormat, params);
}
const ZodBoolean = /*@__PURE__*/ core_core/* $constructor */.xI("ZodBoolean", (inst, def) => {
    $ZodBoolean.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => booleanProcessor(inst, ctx, json, params);
});
function schemas_boolean(params) {
    return _boolean(ZodBoolean, params);
}
const ZodBigInt = /*@__PURE__*/ core_core/* $constructor */.xI("ZodBigInt", (inst, def) => {
    $ZodBigInt.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => bigintProcessor(inst, ctx, json, params);
}, 
/*@__PURE__*/ core_util/* derived */.un({
    minValue: (inst) => aggregateChecks(inst).minimum ?? null,
    maxValue: (inst) => aggregateChecks(inst).maximum ?? null,
    format: (inst) => aggregateChecks(inst).format ?? null,
}, {
    gte(value, params) {
        return this.check(_gte(value, params));
    },
    min(value, params) {
        return this.check(_gte(value, params));
    },
    gt(value, params) {
        return this.check(_gt(value, params));
    },
    lt(value, params) {
        return this.check(_lt(value, params));
    },
    lte(value, params) {
        return this.check(_lte(value, params));
    },
    max(value, params) {
        return this.check(_lte(value, params));
    },
    positive(params) {
        return this.check(_gt(BigInt(0), params));
    },
    negative(params) {
        return this.check(_lt(BigInt(0), params));
    },
    nonpositive(params) {
        return this.check(_lte(BigInt(0), params));
    },
    nonnegative(params) {
        return this.check(_gte(BigInt(0), params));
    },
    multipleOf(value, params) {
        return this.check(_multipleOf(value, params));
    },
}));
function schemas_bigint(params) {
    return core._bigint(ZodBigInt, params);
}
const ZodBigIntFormat = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodBigIntFormat", (inst, def) => {
    core.$ZodBigIntFormat.init(inst, def);
    ZodBigInt.init(inst, def);
})));
function int64(params) {
    return core._int64(ZodBigIntFormat, params);
}
function uint64(params) {
    return core._uint64(ZodBigIntFormat, params);
}
const ZodSymbol = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodSymbol", (inst, def) => {
    core.$ZodSymbol.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.symbolProcessor(inst, ctx, json, params);
})));
function symbol(params) {
    return core._symbol(ZodSymbol, params);
}
const ZodUndefined = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodUndefined", (inst, def) => {
    core.$ZodUndefined.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.undefinedProcessor(inst, ctx, json, params);
})));
function schemas_undefined(params) {
    return core._undefined(ZodUndefined, params);
}

const ZodNull = /*@__PURE__*/ core_core/* $constructor */.xI("ZodNull", (inst, def) => {
    $ZodNull.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => nullProcessor(inst, ctx, json, params);
});
function schemas_null(params) {
    return api_null(ZodNull, params);
}

const ZodAny = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodAny", (inst, def) => {
    core.$ZodAny.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.anyProcessor(inst, ctx, json, params);
})));
function any() {
    return core._any(ZodAny);
}
const ZodUnknown = /*@__PURE__*/ core_core/* $constructor */.xI("ZodUnknown", (inst, def) => {
    $ZodUnknown.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => unknownProcessor(inst, ctx, json, params);
});
function unknown() {
    return _unknown(ZodUnknown);
}
const ZodNever = /*@__PURE__*/ core_core/* $constructor */.xI("ZodNever", (inst, def) => {
    $ZodNever.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => neverProcessor(inst, ctx, json, params);
});
function never(params) {
    return _never(ZodNever, params);
}
const ZodVoid = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodVoid", (inst, def) => {
    core.$ZodVoid.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.voidProcessor(inst, ctx, json, params);
})));
function schemas_void(params) {
    return core._void(ZodVoid, params);
}

const ZodDate = /*@__PURE__*/ core_core/* $constructor */.xI("ZodDate", (inst, def) => {
    $ZodDate.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => dateProcessor(inst, ctx, json, params);
    inst.min = (value, params) => inst.check(_gte(value, params));
    inst.max = (value, params) => inst.check(_lte(value, params));
}, 
/*@__PURE__*/ core_util/* derived */.un({
    minDate: (inst) => {
        const { minimum } = aggregateChecks(inst);
        return minimum ? new Date(minimum) : null;
    },
    maxDate: (inst) => {
        const { maximum } = aggregateChecks(inst);
        return maximum ? new Date(maximum) : null;
    },
}, {}));
function schemas_date(params) {
    return core._date(ZodDate, params);
}
const ZodArray = /*@__PURE__*/ core_core/* $constructor */.xI("ZodArray", (inst, def) => {
    _ensureDefaultMemoizer();
    $ZodArray.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => arrayProcessor(inst, ctx, json, params);
    inst.element = def.element;
}, {
    min(n, params) {
        return this.check(_minLength(n, params));
    },
    nonempty(params) {
        return this.check(_minLength(1, params));
    },
    max(n, params) {
        return this.check(_maxLength(n, params));
    },
    length(n, params) {
        return this.check(_length(n, params));
    },
    unwrap() {
        return this.element;
    },
});
function array(element, params) {
    return _array(ZodArray, element, params);
}
// .keyof
function keyof(schema) {
    const shape = schema._zod.def.shape;
    return schemas_enum(Object.keys(shape));
}
const ZodObject = /*@__PURE__*/ core_core/* $constructor */.xI("ZodObject", (inst, def) => {
    _ensureDefaultMemoizer();
    $ZodObjectJIT.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => objectProcessor(inst, ctx, json, params);
    core_util/* installLazyProp */.X(inst, "shape", (self) => self._zod.def.shape, false);
}, {
    keyof() {
        return schemas_enum(Object.keys(this._zod.def.shape));
    },
    catchall(catchall) {
        // `mergeDefs` rather than a spread: spreading reads `shape`, and resolving it can mint a whole fresh subtree
        return this.clone(core_util/* mergeDefs */.zM(this._zod.def, { catchall: catchall }));
    },
    passthrough() {
        return this.clone(core_util/* mergeDefs */.zM(this._zod.def, { catchall: unknown() }));
    },
    loose() {
        return this.clone(core_util/* mergeDefs */.zM(this._zod.def, { catchall: unknown() }));
    },
    strict() {
        return this.clone(core_util/* mergeDefs */.zM(this._zod.def, { catchall: never() }));
    },
    strip() {
        return this.clone(core_util/* mergeDefs */.zM(this._zod.def, { catchall: undefined }));
    },
    extend(incoming) {
        return core_util/* extend */.X$(this, incoming);
    },
    safeExtend(incoming) {
        return core_util/* safeExtend */.W0(this, incoming);
    },
    merge(other) {
        return core_util/* merge */.h1(this, other);
    },
    pick(mask) {
        return core_util/* pick */.Up(this, mask);
    },
    omit(mask) {
        return core_util/* omit */.cJ(this, mask);
    },
    partial(...args) {
        return core_util/* partial */.OH(ZodOptional, this, args[0]);
    },
    exactPartial(...args) {
        return core_util/* partial */.OH(ZodExactOptional, this, args[0], "exactPartial");
    },
    required(...args) {
        return core_util/* required */.mw(ZodNonOptional, this, args[0]);
    },
});
function object(shape, params) {
    const def = {
        type: "object",
        shape: shape ?? {},
        ...core_util/* normalizeParams */.A2(params),
    };
    return new ZodObject(def);
}
// strictObject
function strictObject(shape, params) {
    return new ZodObject({
        type: "object",
        shape,
        catchall: never(),
        ...util.normalizeParams(params),
    });
}
// looseObject
function looseObject(shape, params) {
    return new ZodObject({
        type: "object",
        shape,
        catchall: unknown(),
        ...util.normalizeParams(params),
    });
}
const ZodUnion = /*@__PURE__*/ core_core/* $constructor */.xI("ZodUnion", (inst, def) => {
    $ZodUnion.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => unionProcessor(inst, ctx, json, params);
    inst.options = def.options;
});
function union(options, params) {
    return new ZodUnion({
        type: "union",
        options: options,
        ...core_util/* normalizeParams */.A2(params),
    });
}
const ZodXor = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodXor", (inst, def) => {
    ZodUnion.init(inst, def);
    core.$ZodXor.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.unionProcessor(inst, ctx, json, params);
    inst.options = def.options;
})));
/** Creates an exclusive union (XOR) where exactly one option must match.
 * Unlike regular unions that succeed when any option matches, xor fails if
 * zero or more than one option matches the input. */
function xor(options, params) {
    return new ZodXor({
        type: "union",
        options: options,
        inclusive: false,
        ...util.normalizeParams(params),
    });
}
const ZodDiscriminatedUnion = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodDiscriminatedUnion", (inst, def) => {
    ZodUnion.init(inst, def);
    core.$ZodDiscriminatedUnion.init(inst, def);
})));
function discriminatedUnion(discriminator, options, params) {
    // const [options, params] = args;
    return new ZodDiscriminatedUnion({
        type: "union",
        options: options,
        discriminator,
        ...util.normalizeParams(params),
    });
}
const ZodIntersection = /*@__PURE__*/ core_core/* $constructor */.xI("ZodIntersection", (inst, def) => {
    $ZodIntersection.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => intersectionProcessor(inst, ctx, json, params);
});
function intersection(left, right) {
    return new ZodIntersection({
        type: "intersection",
        left: left,
        right: right,
    });
}
const ZodTuple = /*@__PURE__*/ core_core/* $constructor */.xI("ZodTuple", (inst, def) => {
    _ensureDefaultMemoizer();
    $ZodTuple.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => tupleProcessor(inst, ctx, json, params);
}, {
    rest(rest) {
        return this.clone({
            ...this._zod.def,
            rest: rest,
        });
    },
    partial() {
        const def = this._zod.def;
        // a refinement was authored against the full arity; partialing would run it on a shorter array
        if (def.checks?.length)
            throw new Error(".partial() cannot be used on tuple schemas containing refinements");
        return this.clone({
            ...def,
            items: def.items.map((item) => new ZodOptional({ type: "optional", innerType: item })),
        });
    },
});
function tuple(items, _paramsOrRest, _params) {
    const hasRest = _paramsOrRest instanceof core.$ZodType;
    const params = hasRest ? _params : _paramsOrRest;
    const rest = hasRest ? _paramsOrRest : null;
    return new ZodTuple({
        type: "tuple",
        items: items,
        rest,
        ...util.normalizeParams(params),
    });
}
const ZodRecord = /*@__PURE__*/ core_core/* $constructor */.xI("ZodRecord", (inst, def) => {
    _ensureDefaultMemoizer();
    $ZodRecord.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => recordProcessor(inst, ctx, json, params);
    inst.keyType = def.keyType;
    inst.valueType = def.valueType;
});
function record(keyType, valueType, params) {
    // v3-compat: z.record(valueType, params?) — defaults keyType to z.string()
    if (!valueType || !valueType._zod) {
        return new ZodRecord({
            type: "record",
            keyType: schemas_string(),
            valueType: keyType,
            ...core_util/* normalizeParams */.A2(valueType),
        });
    }
    return new ZodRecord({
        type: "record",
        keyType,
        valueType: valueType,
        ...core_util/* normalizeParams */.A2(params),
    });
}
// type alksjf = core.output<core.$ZodRecordKey>;
function partialRecord(keyType, valueType, params) {
    return new ZodRecord({
        type: "record",
        keyType,
        valueType: valueType,
        ...util.normalizeParams(params),
        partial: true,
    });
}
function looseRecord(keyType, valueType, params) {
    return new ZodRecord({
        type: "record",
        keyType,
        valueType: valueType,
        mode: "loose",
        ...util.normalizeParams(params),
    });
}
const ZodMap = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMap", (inst, def) => {
    _ensureDefaultMemoizer();
    core.$ZodMap.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.mapProcessor(inst, ctx, json, params);
    inst.keyType = def.keyType;
    inst.valueType = def.valueType;
    inst.min = (...args) => inst.check(core._minSize(...args));
    inst.nonempty = (params) => inst.check(core._minSize(1, params));
    inst.max = (...args) => inst.check(core._maxSize(...args));
    inst.size = (...args) => inst.check(core._size(...args));
})));
function map(keyType, valueType, params) {
    return new ZodMap({
        type: "map",
        keyType: keyType,
        valueType: valueType,
        ...util.normalizeParams(params),
    });
}
const ZodSet = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodSet", (inst, def) => {
    _ensureDefaultMemoizer();
    core.$ZodSet.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.setProcessor(inst, ctx, json, params);
    inst.min = (...args) => inst.check(core._minSize(...args));
    inst.nonempty = (params) => inst.check(core._minSize(1, params));
    inst.max = (...args) => inst.check(core._maxSize(...args));
    inst.size = (...args) => inst.check(core._size(...args));
})));
function set(valueType, params) {
    return new ZodSet({
        type: "set",
        valueType: valueType,
        ...util.normalizeParams(params),
    });
}
const ZodEnum = /*@__PURE__*/ core_core/* $constructor */.xI("ZodEnum", (inst, def) => {
    $ZodEnum.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => enumProcessor(inst, ctx, json, params);
    inst.enum = def.entries;
    // reuse the parsed value set so a numeric TS enum's reverse-mapping keys stay out
    inst.options = [...inst._zod.values];
    const keys = new Set(Object.keys(def.entries));
    inst.extract = (values, params) => {
        const newEntries = {};
        for (const value of values) {
            if (keys.has(value)) {
                newEntries[value] = def.entries[value];
            }
            else
                throw new Error(`Key ${value} not found in enum`);
        }
        return new ZodEnum({
            ...def,
            checks: [],
            ...core_util/* normalizeParams */.A2(params),
            entries: newEntries,
        });
    };
    inst.exclude = (values, params) => {
        const newEntries = { ...def.entries };
        for (const value of values) {
            if (keys.has(value)) {
                delete newEntries[value];
            }
            else
                throw new Error(`Key ${value} not found in enum`);
        }
        return new ZodEnum({
            ...def,
            checks: [],
            ...core_util/* normalizeParams */.A2(params),
            entries: newEntries,
        });
    };
});
function schemas_enum(values, params) {
    const entries = Array.isArray(values) ? Object.fromEntries(values.map((v) => [v, v])) : values;
    return new ZodEnum({
        type: "enum",
        entries,
        ...core_util/* normalizeParams */.A2(params),
    });
}

/** @deprecated This API has been merged into `z.enum()`. Use `z.enum()` instead.
 *
 * ```ts
 * enum Colors { red, green, blue }
 * z.enum(Colors);
 * ```
 */
function nativeEnum(entries, params) {
    return new ZodEnum({
        type: "enum",
        entries,
        ...util.normalizeParams(params),
    });
}
const ZodLiteral = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodLiteral", (inst, def) => {
    core.$ZodLiteral.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.literalProcessor(inst, ctx, json, params);
    inst.values = new Set(def.values);
    Object.defineProperty(inst, "value", {
        get() {
            if (def.values.length > 1) {
                throw new Error("This schema contains multiple valid literal values. Use `.values` instead.");
            }
            return def.values[0];
        },
    });
})));
function literal(value, params) {
    return new ZodLiteral({
        type: "literal",
        values: Array.isArray(value) ? value : [value],
        ...util.normalizeParams(params),
    });
}
const ZodFile = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodFile", (inst, def) => {
    core.$ZodFile.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.fileProcessor(inst, ctx, json, params);
    inst.min = (size, params) => inst.check(core._minSize(size, params));
    inst.max = (size, params) => inst.check(core._maxSize(size, params));
    inst.mime = (types, params) => inst.check(core._mime(Array.isArray(types) ? types : [types], params));
})));
function file(params) {
    return core._file(ZodFile, params);
}
const ZodTransform = /*@__PURE__*/ core_core/* $constructor */.xI("ZodTransform", (inst, def) => {
    _ensureDefaultMemoizer();
    $ZodTransform.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => transformProcessor(inst, ctx, json, params);
    inst._zod.parse = (payload, _ctx) => {
        if (_ctx.direction === "backward") {
            throw new core_core/* $ZodEncodeError */.cV(inst.constructor.name);
        }
        payload.addIssue = (issue) => {
            if (typeof issue === "string") {
                payload.issues.push(core_util/* issue */.sn(issue, payload.value, def));
            }
            else {
                // for Zod 3 backwards compatibility
                const _issue = issue;
                if (_issue.fatal)
                    _issue.continue = false;
                _issue.code ?? (_issue.code = "custom");
                if (!("input" in _issue))
                    _issue.input = payload.value;
                _issue.inst ?? (_issue.inst = inst);
                // _issue.continue ??= true;
                payload.issues.push(core_util/* issue */.sn(_issue));
            }
        };
        const output = def.transform(payload.value, payload);
        if (output instanceof Promise) {
            return output.then((output) => {
                payload.value = output;
                return payload;
            });
        }
        payload.value = output;
        return payload;
    };
});
function transform(fn) {
    return new ZodTransform({
        type: "transform",
        transform: fn,
    });
}
const ZodOptional = /*@__PURE__*/ core_core/* $constructor */.xI("ZodOptional", (inst, def) => {
    $ZodOptional.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => optionalProcessor(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.innerType;
});
function optional(innerType) {
    return new ZodOptional({
        type: "optional",
        innerType: innerType,
    });
}
const ZodExactOptional = /*@__PURE__*/ core_core/* $constructor */.xI("ZodExactOptional", (inst, def) => {
    $ZodExactOptional.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => optionalProcessor(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.innerType;
});
function exactOptional(innerType) {
    return new ZodExactOptional({
        type: "optional",
        innerType: innerType,
    });
}
const ZodNullable = /*@__PURE__*/ core_core/* $constructor */.xI("ZodNullable", (inst, def) => {
    $ZodNullable.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => nullableProcessor(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.innerType;
});
function nullable(innerType) {
    return new ZodNullable({
        type: "nullable",
        innerType: innerType,
    });
}
// nullish
function nullish(innerType) {
    return optional(nullable(innerType));
}
const ZodDefault = /*@__PURE__*/ core_core/* $constructor */.xI("ZodDefault", (inst, def) => {
    $ZodDefault.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => defaultProcessor(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.innerType;
    inst.removeDefault = inst.unwrap;
});
function schemas_default(innerType, defaultValue) {
    return new ZodDefault({
        type: "default",
        innerType: innerType,
        get defaultValue() {
            return typeof defaultValue === "function" ? defaultValue() : core_util/* shallowClone */.yG(defaultValue);
        },
    });
}
const ZodPrefault = /*@__PURE__*/ core_core/* $constructor */.xI("ZodPrefault", (inst, def) => {
    $ZodPrefault.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => prefaultProcessor(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.innerType;
});
function prefault(innerType, defaultValue) {
    return new ZodPrefault({
        type: "prefault",
        innerType: innerType,
        get defaultValue() {
            return typeof defaultValue === "function" ? defaultValue() : core_util/* shallowClone */.yG(defaultValue);
        },
    });
}
const ZodNonOptional = /*@__PURE__*/ core_core/* $constructor */.xI("ZodNonOptional", (inst, def) => {
    $ZodNonOptional.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => nonoptionalProcessor(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.innerType;
});
function nonoptional(innerType, params) {
    return new ZodNonOptional({
        type: "nonoptional",
        innerType: innerType,
        ...core_util/* normalizeParams */.A2(params),
    });
}
const ZodSuccess = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodSuccess", (inst, def) => {
    core.$ZodSuccess.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.successProcessor(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.innerType;
})));
function success(innerType) {
    return new ZodSuccess({
        type: "success",
        innerType: innerType,
    });
}
const ZodCatch = /*@__PURE__*/ core_core/* $constructor */.xI("ZodCatch", (inst, def) => {
    $ZodCatch.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => catchProcessor(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.innerType;
    inst.removeCatch = inst.unwrap;
});
function schemas_catch(innerType, catchValue) {
    return new ZodCatch({
        type: "catch",
        innerType: innerType,
        catchValue: (typeof catchValue === "function" ? catchValue : core_util/* constantCatch */.SS(catchValue)),
    });
}

const ZodNaN = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodNaN", (inst, def) => {
    core.$ZodNaN.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.nanProcessor(inst, ctx, json, params);
})));
function nan(params) {
    return core._nan(ZodNaN, params);
}
const ZodPipe = /*@__PURE__*/ core_core/* $constructor */.xI("ZodPipe", (inst, def) => {
    $ZodPipe.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => pipeProcessor(inst, ctx, json, params);
    inst.in = def.in;
    inst.out = def.out;
});
function pipe(in_, out) {
    return new ZodPipe({
        type: "pipe",
        in: in_,
        out: out,
        // ...util.normalizeParams(params),
    });
}
const ZodCodec = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodCodec", (inst, def) => {
    ZodPipe.init(inst, def);
    core.$ZodCodec.init(inst, def);
})));
function codec(in_, out, params) {
    return new ZodCodec({
        type: "pipe",
        in: in_,
        out: out,
        transform: params.decode,
        reverseTransform: params.encode,
    });
}
function invertCodec(codec) {
    const def = codec._zod.def;
    return new ZodCodec({
        type: "pipe",
        in: def.out,
        out: def.in,
        transform: def.reverseTransform,
        reverseTransform: def.transform,
    });
}
const ZodPreprocess = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodPreprocess", (inst, def) => {
    ZodPipe.init(inst, def);
    core.$ZodPreprocess.init(inst, def);
})));
const ZodReadonly = /*@__PURE__*/ core_core/* $constructor */.xI("ZodReadonly", (inst, def) => {
    $ZodReadonly.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => readonlyProcessor(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.innerType;
});
function readonly(innerType) {
    return new ZodReadonly({
        type: "readonly",
        innerType: innerType,
    });
}
const ZodTemplateLiteral = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodTemplateLiteral", (inst, def) => {
    core.$ZodTemplateLiteral.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.templateLiteralProcessor(inst, ctx, json, params);
})));
function templateLiteral(parts, params) {
    return new ZodTemplateLiteral({
        type: "template_literal",
        parts,
        ...util.normalizeParams(params),
    });
}
const ZodLazy = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodLazy", (inst, def) => {
    core.$ZodLazy.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.lazyProcessor(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.getter();
})));
function lazy(getter) {
    return new ZodLazy({
        type: "lazy",
        getter: getter,
    });
}
const ZodPromise = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodPromise", (inst, def) => {
    core.$ZodPromise.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.promiseProcessor(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.innerType;
})));
function promise(innerType) {
    return new ZodPromise({
        type: "promise",
        innerType: innerType,
    });
}
const ZodFunction = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodFunction", (inst, def) => {
    core.$ZodFunction.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.functionProcessor(inst, ctx, json, params);
})));
function _function(params) {
    return new ZodFunction({
        type: "function",
        input: Array.isArray(params?.input) ? tuple(params?.input) : (params?.input ?? array(unknown())),
        output: params?.output ?? unknown(),
    });
}

const ZodCustom = /*@__PURE__*/ core_core/* $constructor */.xI("ZodCustom", (inst, def) => {
    $ZodCustom.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => customProcessor(inst, ctx, json, params);
});
// custom checks
function check(fn) {
    const ch = new core.$ZodCheck({
        check: "custom",
        // ...util.normalizeParams(params),
    });
    ch._zod.check = fn;
    return ch;
}
function custom(fn, _params) {
    return core._custom(ZodCustom, fn ?? (() => true), _params);
}
function refine(fn, _params = {}) {
    return _refine(ZodCustom, fn, _params);
}
// superRefine
function superRefine(fn, params) {
    return _superRefine(fn, params);
}
// Re-export describe and meta from core
const schemas_describe = describe;
const schemas_meta = meta;
const ZodInstanceOf = /*@__PURE__*/ core_core/* $constructor */.xI("ZodInstanceOf", (inst, def) => {
    ZodCustom.init(inst, def);
}, {
    properties(shape, params) {
        // asserts in place, so the narrowed output type is truthful without a wrapper
        return this.check(_properties(shape, params));
    },
});
function _instanceof(cls, params = {}) {
    const inst = new ZodInstanceOf({
        type: "custom",
        check: "custom",
        fn: (data) => data instanceof cls,
        abort: true,
        ...util.normalizeParams(params),
    });
    inst._zod.bag.Class = cls;
    // Override check to emit invalid_type instead of custom
    inst._zod.check = (payload) => {
        if (!(payload.value instanceof cls)) {
            payload.issues.push({
                code: "invalid_type",
                expected: cls.name,
                input: payload.value,
                inst,
                path: [...(inst._zod.def.path ?? [])],
            });
        }
    };
    return inst;
}

// stringbool
const stringbool = (...args) => core._stringbool({
    Codec: ZodCodec,
    Boolean: ZodBoolean,
    String: ZodString,
}, ...args);
function json(params) {
    const jsonSchema = lazy(() => {
        return union([schemas_string(params), schemas_number(), schemas_boolean(), schemas_null(), array(jsonSchema), record(schemas_string(), jsonSchema)]);
    });
    return jsonSchema;
}
// preprocess
function preprocess(fn, schema) {
    return new ZodPreprocess({
        type: "pipe",
        in: transform(fn),
        out: schema,
    });
}


/***/ }),

/***/ 532:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $W: () => (/* binding */ config),
/* harmony export */   GT: () => (/* binding */ $ZodAsyncError),
/* harmony export */   cV: () => (/* binding */ $ZodEncodeError),
/* harmony export */   cr: () => (/* binding */ globalConfig),
/* harmony export */   tm: () => (/* binding */ NEVER),
/* harmony export */   xI: () => (/* binding */ $constructor)
/* harmony export */ });
/* unused harmony export $brand */
/* harmony import */ var _util_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(723);
var _a;

/** A special constant with type `never` */
const NEVER = /*@__PURE__*/ Object.freeze({
    status: "aborted",
});
/* Shared descriptor for installing `_zod`; defineProperty reads it
 * synchronously, so reusing one object avoids a per-instance allocation. */
const _zodDesc = { value: undefined, enumerable: false };
// null where suppressing the capture would be unrecoverable: `parse()` puts the frames back with `captureStackTrace`, so without it the throw would lose its stack. also latched to null once `stackTraceLimit` proves unassignable, which a realm can do at any point by hardening Error
let _E = "captureStackTrace" in Error ? Error : null;
// v8 captures a stack trace inside the Error constructor, which dominates a failed parse; costs only the frames, and parse() restores those. the constructor must RUN: Object.create is cheaper and passes instanceof, but Error.isError and util.types.isNativeError check an internal slot
function newError(Definition) {
    const E = _E;
    if (E) {
        const saved = E.stackTraceLimit;
        if (typeof saved === "number") {
            try {
                E.stackTraceLimit = 0;
            }
            catch {
                _E = null;
                return new Definition();
            }
            try {
                return new Definition();
            }
            finally {
                E.stackTraceLimit = saved;
            }
        }
    }
    return new Definition();
}
function $constructor(name, initializer, 
/** This trait's members, installed once on every prototype that composes it. They cannot be declared in the initializer above: that runs per instance, and the prototype is shared. */
proto, params) {
    // Prototype for this constructor's `_zod` internals. Lazily-derived fields (`values`, `pattern`, `optin`, …) install here once rather than as an accessor on every instance.
    const zodProto = {};
    // Assigning the fields in the constructor body is what gives instances in-object slots; building the object literally and reparenting it costs a second allocation and a generic property copy.
    function Internals(def) {
        this.def = def;
        this.constr = _;
        this.traits = new Set();
    }
    Internals.prototype = zodProto;
    const protoMembers = proto;
    // One trait's members land on every prototype whose chain composes it, so the answer is per prototype rather than per trait.
    const initialized = protoMembers && new WeakSet();
    function init(inst, def) {
        if (!inst._zod) {
            _zodDesc.value = new Internals(def);
            try {
                Object.defineProperty(inst, "_zod", _zodDesc);
            }
            finally {
                // Cleared even on throw, so the shared descriptor never leaks one instance's internals into the next.
                _zodDesc.value = undefined;
            }
        }
        else if (inst._zod.traits.has(name)) {
            return;
        }
        inst._zod.traits.add(name);
        initializer(inst, def);
        if (initialized) {
            // `super(def)` from a user subclass gives `this` a prototype the subclass owns, and installing there would overwrite whatever the subclass declared. `constr` built the instance, so its prototype is the one below the subclass's that should carry the members. A receiver whose chain never reaches that prototype installs on its own, which for a plain object handed straight to `init` means `Object.prototype` — unchanged from before.
            const own = Object.getPrototypeOf(inst);
            const ctorProto = inst._zod.constr.prototype;
            let up = own;
            while (up && up !== ctorProto)
                up = Object.getPrototypeOf(up);
            const target = up ?? own;
            if (!initialized.has(target)) {
                initialized.add(target);
                (0,_util_js__WEBPACK_IMPORTED_MODULE_0__/* .members */ .ol)(target, protoMembers);
            }
        }
        // support prototype modifications; for-in avoids the array allocation of Object.keys on the (usually empty) prototype
        const proto = _.prototype;
        for (const k in proto) {
            if (!Object.prototype.hasOwnProperty.call(proto, k))
                continue;
            if (!(k in inst)) {
                inst[k] = proto[k].bind(inst);
            }
        }
    }
    // doesn't work if Parent has a constructor with arguments
    const Parent = params?.Parent ?? Object;
    class Definition extends Parent {
    }
    Object.defineProperty(Definition, "name", { value: name });
    function _(def) {
        const inst = params?.Parent ? newError(Definition) : this;
        init(inst, def);
        const deferred = inst._zod.deferred;
        if (deferred) {
            for (const fn of deferred) {
                fn();
            }
            // Released: initializers run once, and the list would otherwise be retained for the schema's lifetime.
            inst._zod.deferred = undefined;
        }
        // Global post-processor hook. Internal: installed by `import "zod/compile"` to enable AOT compilation for every constructed schema. Runs last, once the instance is fully built, because it hands the instance to compile(). The post-processor is expected to be reentrancy-guarded by its own implementation.
        const pp = globalThis.__zod_globalConfig?.postProcessor;
        if (pp)
            pp(inst);
        return inst;
    }
    Object.defineProperty(_, "init", { value: init });
    Object.defineProperty(_, Symbol.hasInstance, {
        value: (inst) => {
            if (params?.Parent && inst instanceof params.Parent)
                return true;
            return inst?._zod?.traits?.has(name);
        },
    });
    Object.defineProperty(_, "name", { value: name });
    return _;
}
//////////////////////////////   UTILITIES   ///////////////////////////////////////
const $brand = /*@__PURE__*/ (/* unused pure expression or super */ null && (Symbol("zod_brand")));
class $ZodAsyncError extends Error {
    constructor() {
        super(`Encountered Promise during synchronous parse. Use .parseAsync() instead.`);
    }
}
class $ZodEncodeError extends Error {
    constructor(name) {
        super(`Encountered unidirectional transform during encode: ${name}`);
        this.name = "ZodEncodeError";
    }
}
(_a = globalThis).__zod_globalConfig ?? (_a.__zod_globalConfig = {});
const globalConfig = globalThis.__zod_globalConfig;
function config(newConfig) {
    if (newConfig)
        Object.assign(globalConfig, newConfig);
    return globalConfig;
}


/***/ }),

/***/ 723:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   A2: () => (/* binding */ normalizeParams),
/* harmony export */   B7: () => (/* binding */ stringifyPrimitive),
/* harmony export */   GW: () => (/* binding */ parsedType),
/* harmony export */   Gv: () => (/* binding */ isObject),
/* harmony export */   LG: () => (/* binding */ floatSafeRemainder),
/* harmony export */   MO: () => (/* binding */ rawShape),
/* harmony export */   NM: () => (/* binding */ optionalKeys),
/* harmony export */   NR: () => (/* binding */ BIGINT_FORMAT_RANGES),
/* harmony export */   O7: () => (/* binding */ codePointLength),
/* harmony export */   OH: () => (/* binding */ partial),
/* harmony export */   PO: () => (/* binding */ cached),
/* harmony export */   QH: () => (/* binding */ aborted),
/* harmony export */   Qd: () => (/* binding */ isPlainObject),
/* harmony export */   Rc: () => (/* binding */ getLengthableOrigin),
/* harmony export */   SS: () => (/* binding */ constantCatch),
/* harmony export */   UQ: () => (/* binding */ esc),
/* harmony export */   Up: () => (/* binding */ pick),
/* harmony export */   Vy: () => (/* binding */ assignProp),
/* harmony export */   W0: () => (/* binding */ safeExtend),
/* harmony export */   X: () => (/* binding */ installLazyProp),
/* harmony export */   X$: () => (/* binding */ extend),
/* harmony export */   Yv: () => (/* binding */ slugify),
/* harmony export */   cJ: () => (/* binding */ omit),
/* harmony export */   cl: () => (/* binding */ nullish),
/* harmony export */   d3: () => (/* binding */ attachSchema),
/* harmony export */   gx: () => (/* binding */ captureStackTrace),
/* harmony export */   h1: () => (/* binding */ merge),
/* harmony export */   hI: () => (/* binding */ allowsEval),
/* harmony export */   hi: () => (/* binding */ sizeCaps),
/* harmony export */   iR: () => (/* binding */ finalizeIssue),
/* harmony export */   jD: () => (/* binding */ hide),
/* harmony export */   jw: () => (/* binding */ joinValues),
/* harmony export */   k8: () => (/* binding */ jsonStringifyReplacer),
/* harmony export */   lQ: () => (/* binding */ prefixIssues),
/* harmony export */   mw: () => (/* binding */ required),
/* harmony export */   o8: () => (/* binding */ clone),
/* harmony export */   ol: () => (/* binding */ members),
/* harmony export */   p6: () => (/* binding */ cleanRegex),
/* harmony export */   qQ: () => (/* binding */ propertyKeyTypes),
/* harmony export */   qh: () => (/* binding */ own),
/* harmony export */   rL: () => (/* binding */ explicitlyAborted),
/* harmony export */   sD: () => (/* binding */ escapeRegex),
/* harmony export */   sn: () => (/* binding */ issue),
/* harmony export */   un: () => (/* binding */ derived),
/* harmony export */   v5: () => (/* binding */ defineLazyInternal),
/* harmony export */   w5: () => (/* binding */ getEnumValues),
/* harmony export */   yG: () => (/* binding */ shallowClone),
/* harmony export */   zH: () => (/* binding */ NUMBER_FORMAT_RANGES),
/* harmony export */   zM: () => (/* binding */ mergeDefs)
/* harmony export */ });
/* unused harmony exports assertEqual, assertNotEqual, toZod, assertIs, assertNever, assert, defineLazy, objectClone, cloneDef, getElementAtPath, promiseAllObject, randomString, numKeys, getParsedType, primitiveTypes, createTransparentProxy, unwrapMessage, getSizableOrigin, cleanEnum, base64ToUint8Array, uint8ArrayToBase64, base64urlToUint8Array, uint8ArrayToBase64url, hexToUint8Array, uint8ArrayToHex, Class, CONSTANT_CATCH */
/* harmony import */ var _core_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(532);

// functions
function assertEqual(val) {
    return val;
}
function assertNotEqual(val) {
    return val;
}
function toZod() {
    return (schema) => schema;
}
function assertIs(_arg) { }
function assertNever(_x) {
    throw new Error("Unexpected value in exhaustive check");
}
function assert(_) { }
function getEnumValues(entries) {
    const numericValues = Object.values(entries).filter((v) => typeof v === "number");
    const values = Object.entries(entries)
        .filter(([k, _]) => numericValues.indexOf(+k) === -1)
        .map(([_, v]) => v);
    return values;
}
function joinValues(array, separator = "|") {
    return array.map((val) => stringifyPrimitive(val)).join(separator);
}
function jsonStringifyReplacer(_, value) {
    if (typeof value === "bigint")
        return value.toString();
    return value;
}
// the accessor lives on a shared prototype: an own accessor makes every box a dictionary-mode object (~360 B and a slow load per read against ~100 B and an inlined getter here)
class Cached {
    constructor(getter) {
        this._getter = getter;
        this._value = undefined;
    }
    get value() {
        const getter = this._getter;
        if (getter !== undefined) {
            this._value = getter();
            this._getter = undefined;
        }
        return this._value;
    }
}
function cached(getter) {
    return new Cached(getter);
}
function nullish(input) {
    return input === null || input === undefined;
}
function cleanRegex(source) {
    const start = source.startsWith("^") ? 1 : 0;
    const end = source.endsWith("$") ? source.length - 1 : source.length;
    return source.slice(start, end);
}
function floatSafeRemainder(val, step) {
    const ratio = val / step;
    const roundedRatio = Math.round(ratio);
    // `val` and `step` each round to a double before the division rounds again, so a true decimal multiple's quotient can sit up to 1.5 of these scaled epsilons from the integer. A 1x tolerance therefore rejected 2.03 as a multiple of 0.07; 4x covers the worst case with margin.
    const tolerance = 4 * Number.EPSILON * Math.max(Math.abs(ratio), 1);
    if (Math.abs(ratio - roundedRatio) < tolerance)
        return 0;
    return ratio - roundedRatio;
}
const EVALUATING = /* @__PURE__*/ (/* unused pure expression or super */ null && (Symbol("evaluating")));
function defineLazy(object, key, getter) {
    let value = undefined;
    Object.defineProperty(object, key, {
        get() {
            if (value === EVALUATING) {
                // Circular reference detected, return undefined to break the cycle
                return undefined;
            }
            if (value === undefined) {
                value = EVALUATING;
                value = getter();
            }
            return value;
        },
        set(v) {
            Object.defineProperty(object, key, {
                value: v,
                // configurable: true,
            });
            // object[key] = v;
        },
        configurable: true,
    });
}
function objectClone(obj) {
    return Object.create(Object.getPrototypeOf(obj), Object.getOwnPropertyDescriptors(obj));
}
function assignProp(target, prop, value) {
    Object.defineProperty(target, prop, {
        value,
        writable: true,
        enumerable: true,
        configurable: true,
    });
}
/**
 * Whichever object a def's `shape` currently answers from: the one the caller passed until the first read, the frozen copy after it.
 *
 * Its keys and descriptors read without invoking anything, which is what lets a discriminated union check its discriminator, and the cycle walk read a shape, without resolving a getter that references the schema being constructed. A def that answers `shape` from an accessor of its own has none.
 */
function rawShape(def) {
    const desc = Object.getOwnPropertyDescriptor(def, "shape");
    return desc?.get ? desc.get.raw : desc?.value;
}
// where a builder reads its source's keys and descriptors, resolving only a shape a def answers for itself. A shape resolves by object spread, so only its enumerable keys are ever part of it.
function sourceShape(schema) {
    return rawShape(schema._zod.def) ?? schema._zod.def.shape;
}
// a key whose value is not settled yet, self-caching so every read after the first gets the same one
function deferProp(target, key, getter) {
    Object.defineProperty(target, key, {
        get() {
            const value = getter();
            assignProp(this, key, value);
            return value;
        },
        enumerable: true,
        configurable: true,
    });
}
// Writes a settled key. A plain assignment is much cheaper than `defineProperty` and produces the same descriptor, but it runs whatever setter already answers to the key — an accessor this shape deferred, or an inherited one, which `__proto__` has on every object and prototype pollution can add for any name.
function putProp(target, key, value) {
    if (key in target)
        assignProp(target, key, value);
    else
        target[key] = value;
}
/**
 * Copies `keys` of `source`'s shape onto `target`, each value passed through `wrap`.
 *
 * A key the source has resolved is copied through now, so the derived shape states it outright and nothing has to resolve it to learn what it holds. A key the source still defers stays deferred, and reads back through the source's own `shape`, so it resolves once and both shapes get that one schema.
 */
function mirrorShape(target, source, keys, wrap) {
    const raw = sourceShape(source);
    for (const key of keys) {
        const desc = Object.getOwnPropertyDescriptor(raw, key);
        if (!desc.enumerable)
            continue;
        if (desc.get) {
            deferProp(target, key, () => {
                const value = source._zod.def.shape[key];
                return wrap ? wrap(value, key) : value;
            });
        }
        else
            putProp(target, key, wrap ? wrap(desc.value, key) : desc.value);
    }
}
// same, for a plain shape a caller passed rather than a schema's
function mirrorProps(target, source) {
    for (const key of Reflect.ownKeys(source)) {
        const desc = Object.getOwnPropertyDescriptor(source, key);
        if (!desc.enumerable)
            continue;
        if (desc.get)
            deferProp(target, key, () => source[key]);
        else
            putProp(target, key, desc.value);
    }
}
function mergeDefs(...defs) {
    const mergedDescriptors = {};
    for (const def of defs) {
        const descriptors = Object.getOwnPropertyDescriptors(def);
        Object.assign(mergedDescriptors, descriptors);
    }
    return Object.defineProperties({}, mergedDescriptors);
}
function cloneDef(schema) {
    return mergeDefs(schema._zod.def);
}
function getElementAtPath(obj, path) {
    if (!path)
        return obj;
    return path.reduce((acc, key) => acc?.[key], obj);
}
function promiseAllObject(promisesObj) {
    const keys = Object.keys(promisesObj);
    const promises = keys.map((key) => promisesObj[key]);
    return Promise.all(promises).then((results) => {
        const resolvedObj = {};
        for (let i = 0; i < keys.length; i++) {
            resolvedObj[keys[i]] = results[i];
        }
        return resolvedObj;
    });
}
function randomString(length = 10) {
    const chars = "abcdefghijklmnopqrstuvwxyz";
    let str = "";
    for (let i = 0; i < length; i++) {
        str += chars[Math.floor(Math.random() * chars.length)];
    }
    return str;
}
function esc(str) {
    return JSON.stringify(str);
}
function slugify(input) {
    return input
        .toLowerCase()
        .trim()
        .replace(/[^\w\s-]/g, "")
        .replace(/[\s_-]+/g, "-")
        .replace(/^-+|-+$/g, "");
}
const captureStackTrace = ("captureStackTrace" in Error ? Error.captureStackTrace : (..._args) => { });
function isObject(data) {
    return typeof data === "object" && data !== null && !Array.isArray(data);
}
const allowsEval = /* @__PURE__*/ cached(() => {
    // Skip the probe under `jitless`: strict CSPs report the caught `new Function` as a `securitypolicyviolation` even though the throw is swallowed.
    if (_core_js__WEBPACK_IMPORTED_MODULE_0__/* .globalConfig */ .cr.jitless) {
        return false;
    }
    // @ts-ignore
    if (typeof navigator !== "undefined" && navigator?.userAgent?.includes("Cloudflare")) {
        return false;
    }
    try {
        const F = Function;
        new F("");
        return true;
    }
    catch (_) {
        return false;
    }
});
function isPlainObject(o) {
    if (isObject(o) === false)
        return false;
    // modified constructor
    const ctor = o.constructor;
    if (ctor === undefined)
        return true;
    if (typeof ctor !== "function")
        return true;
    // modified prototype
    const prot = ctor.prototype;
    if (isObject(prot) === false)
        return false;
    // ctor doesn't have static `isPrototypeOf`
    if (Object.prototype.hasOwnProperty.call(prot, "isPrototypeOf") === false) {
        return false;
    }
    return true;
}
function shallowClone(o) {
    if (isPlainObject(o))
        return { ...o };
    if (Array.isArray(o))
        return [...o];
    if (o instanceof Map)
        return new Map(o);
    if (o instanceof Set)
        return new Set(o);
    return o;
}
function numKeys(data) {
    let keyCount = 0;
    for (const key in data) {
        if (Object.prototype.hasOwnProperty.call(data, key)) {
            keyCount++;
        }
    }
    return keyCount;
}
const getParsedType = (data) => {
    const t = typeof data;
    switch (t) {
        case "undefined":
            return "undefined";
        case "string":
            return "string";
        case "number":
            return Number.isNaN(data) ? "nan" : "number";
        case "boolean":
            return "boolean";
        case "function":
            return "function";
        case "bigint":
            return "bigint";
        case "symbol":
            return "symbol";
        case "object":
            if (Array.isArray(data)) {
                return "array";
            }
            if (data === null) {
                return "null";
            }
            if (data.then && typeof data.then === "function" && data.catch && typeof data.catch === "function") {
                return "promise";
            }
            if (typeof Map !== "undefined" && data instanceof Map) {
                return "map";
            }
            if (typeof Set !== "undefined" && data instanceof Set) {
                return "set";
            }
            if (typeof Date !== "undefined" && data instanceof Date) {
                return "date";
            }
            // @ts-ignore
            if (typeof File !== "undefined" && data instanceof File) {
                return "file";
            }
            return "object";
        default:
            throw new Error(`Unknown data type: ${t}`);
    }
};
const propertyKeyTypes = /* @__PURE__*/ new Set(["string", "number", "symbol"]);
const primitiveTypes = /* @__PURE__*/ new Set([
    "string",
    "number",
    "bigint",
    "boolean",
    "symbol",
    "undefined",
]);
function escapeRegex(str) {
    return str.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
// zod-specific utils
function clone(inst, def, params) {
    const cl = new inst._zod.constr(def ?? inst._zod.def);
    if (!def || params?.parent)
        cl._zod.parent = inst;
    return cl;
}
function normalizeParams(_params) {
    const params = _params;
    if (!params)
        return {};
    if (typeof params === "string")
        return { error: () => params };
    if (params?.message !== undefined) {
        if (params?.error !== undefined)
            throw new Error("Cannot specify both `message` and `error` params");
        params.error = params.message;
    }
    delete params.message;
    if (typeof params.error === "string")
        return { ...params, error: () => params.error };
    return params;
}
function createTransparentProxy(getter) {
    let target;
    return new Proxy({}, {
        get(_, prop, receiver) {
            target ?? (target = getter());
            return Reflect.get(target, prop, receiver);
        },
        set(_, prop, value, receiver) {
            target ?? (target = getter());
            return Reflect.set(target, prop, value, receiver);
        },
        has(_, prop) {
            target ?? (target = getter());
            return Reflect.has(target, prop);
        },
        deleteProperty(_, prop) {
            target ?? (target = getter());
            return Reflect.deleteProperty(target, prop);
        },
        ownKeys(_) {
            target ?? (target = getter());
            return Reflect.ownKeys(target);
        },
        getOwnPropertyDescriptor(_, prop) {
            target ?? (target = getter());
            return Reflect.getOwnPropertyDescriptor(target, prop);
        },
        defineProperty(_, prop, descriptor) {
            target ?? (target = getter());
            return Reflect.defineProperty(target, prop, descriptor);
        },
    });
}
function stringifyPrimitive(value) {
    if (typeof value === "bigint")
        return value.toString() + "n";
    if (typeof value === "string")
        return `"${value}"`;
    return `${value}`;
}
function optionalKeys(shape) {
    return Object.keys(shape).filter((k) => {
        return shape[k]._zod.optin !== undefined && shape[k]._zod.optout === "optional";
    });
}
// Wrapped in a `@__PURE__` IIFE: esbuild never tree-shakes a top-level initializer that contains a member access on `Number`, so the bare object literal survived into every bundle.
const NUMBER_FORMAT_RANGES = /*@__PURE__*/ (() => ({
    safeint: [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
    int32: [-2147483648, 2147483647],
    uint32: [0, 4294967295],
    float32: [-3.4028234663852886e38, 3.4028234663852886e38],
    float64: [-Number.MAX_VALUE, Number.MAX_VALUE],
}))();
const BIGINT_FORMAT_RANGES = {
    int64: [/* @__PURE__*/ BigInt("-9223372036854775808"), /* @__PURE__*/ BigInt("9223372036854775807")],
    uint64: [/* @__PURE__*/ BigInt(0), /* @__PURE__*/ BigInt("18446744073709551615")],
};
function pick(schema, mask) {
    const currDef = schema._zod.def;
    const checks = currDef.checks;
    const hasChecks = checks && checks.length > 0;
    if (hasChecks) {
        throw new Error(".pick() cannot be used on object schemas containing refinements");
    }
    const newShape = {};
    mirrorShape(newShape, schema, maskedKeys(schema, mask));
    return clone(schema, mergeDefs(currDef, { shape: newShape, checks: [] }));
}
// the mask keys that select something, checked against the source's shape without resolving it
function maskedKeys(schema, mask) {
    const raw = sourceShape(schema);
    const keys = [];
    // `for...in` skips symbols, so a symbol in the mask would select nothing
    for (const key of Reflect.ownKeys(mask)) {
        if (!Object.getOwnPropertyDescriptor(raw, key)?.enumerable) {
            throw new Error(`Unrecognized key: "${String(key)}"`);
        }
        if (mask[key])
            keys.push(key);
    }
    return keys;
}
function omit(schema, mask) {
    const currDef = schema._zod.def;
    const checks = currDef.checks;
    const hasChecks = checks && checks.length > 0;
    if (hasChecks) {
        throw new Error(".omit() cannot be used on object schemas containing refinements");
    }
    const omitted = new Set(maskedKeys(schema, mask));
    const newShape = {};
    mirrorShape(newShape, schema, Reflect.ownKeys(sourceShape(schema)).filter((key) => !omitted.has(key)));
    return clone(schema, mergeDefs(currDef, { shape: newShape, checks: [] }));
}
function extend(schema, shape) {
    if (!isPlainObject(shape)) {
        throw new Error("Invalid input to extend: expected a plain object");
    }
    const checks = schema._zod.def.checks;
    const hasChecks = checks && checks.length > 0;
    if (hasChecks) {
        // Only throw if new shape overlaps with existing shape. Use getOwnPropertyDescriptor to check key existence without accessing values
        const existingShape = sourceShape(schema);
        for (const key of Reflect.ownKeys(shape)) {
            if (Object.getOwnPropertyDescriptor(existingShape, key) !== undefined) {
                throw new Error("Cannot overwrite keys on object schemas containing refinements. Use `.safeExtend()` instead.");
            }
        }
    }
    return clone(schema, mergeDefs(schema._zod.def, { shape: extended(schema, shape) }));
}
// the source's keys, then the caller's overlaid on top
function extended(schema, shape) {
    const newShape = {};
    mirrorShape(newShape, schema, Reflect.ownKeys(sourceShape(schema)));
    mirrorProps(newShape, shape);
    return newShape;
}
function safeExtend(schema, shape) {
    if (!isPlainObject(shape)) {
        throw new Error("Invalid input to safeExtend: expected a plain object");
    }
    return clone(schema, mergeDefs(schema._zod.def, { shape: extended(schema, shape) }));
}
function merge(a, b) {
    if (!b?._zod?.def) {
        throw new Error("Invalid input to merge: expected an object schema. To merge a plain shape, use `.extend()`.");
    }
    if (a._zod.def.checks?.length) {
        throw new Error(".merge() cannot be used on object schemas containing refinements. Use .safeExtend() instead.");
    }
    const newShape = {};
    mirrorShape(newShape, a, Reflect.ownKeys(sourceShape(a)));
    mirrorShape(newShape, b, Reflect.ownKeys(sourceShape(b)));
    const def = mergeDefs(a._zod.def, {
        shape: newShape,
        get catchall() {
            return b._zod.def.catchall;
        },
        checks: b._zod.def.checks ?? [],
    });
    return clone(a, def);
}
function partial(Class, schema, mask, name = "partial") {
    const currDef = schema._zod.def;
    const checks = currDef.checks;
    const hasChecks = checks && checks.length > 0;
    if (hasChecks) {
        throw new Error(`.${name}() cannot be used on object schemas containing refinements`);
    }
    const selected = mask ? new Set(maskedKeys(schema, mask)) : undefined;
    const newShape = {};
    mirrorShape(newShape, schema, Reflect.ownKeys(sourceShape(schema)), Class &&
        ((value, key) => (selected && !selected.has(key) ? value : new Class({ type: "optional", innerType: value }))));
    return clone(schema, mergeDefs(schema._zod.def, { shape: newShape, checks: [] }));
}
function required(Class, schema, mask) {
    const selected = mask ? new Set(maskedKeys(schema, mask)) : undefined;
    const newShape = {};
    mirrorShape(newShape, schema, Reflect.ownKeys(sourceShape(schema)), (value, key) => 
    // overwrite with non-optional
    selected && !selected.has(key) ? value : new Class({ type: "nonoptional", innerType: value }));
    return clone(schema, mergeDefs(schema._zod.def, { shape: newShape }));
}
// invalid_type | too_big | too_small | invalid_format | not_multiple_of | unrecognized_keys | invalid_union | invalid_key | invalid_element | invalid_value | custom
function aborted(x, startIndex = 0) {
    if (x.aborted === true)
        return true;
    for (let i = startIndex; i < x.issues.length; i++) {
        if (x.issues[i]?.continue !== true) {
            return true;
        }
    }
    return false;
}
// Checks for explicit abort (continue === false), as opposed to implicit abort (continue === undefined). Used to respect `abort: true` in .refine() even for checks that have a `when` function.
function explicitlyAborted(x, startIndex = 0) {
    if (x.aborted === true)
        return true;
    for (let i = startIndex; i < x.issues.length; i++) {
        if (x.issues[i]?.continue === false) {
            return true;
        }
    }
    return false;
}
function prefixIssues(path, issues) {
    return issues.map((iss) => {
        var _a;
        (_a = iss).path ?? (_a.path = []);
        iss.path.unshift(path);
        return iss;
    });
}
function unwrapMessage(message) {
    return typeof message === "string" ? message : message?.message;
}
/* A check holds no link back to the schema it is attached to — the same check instance is shared by every clone of that schema — so the owner is stamped onto the issues a check just raised, at the only point where both are in scope. Runs on the failure path only; `start` is the issue count from before the check ran. */
/** The leading size checks of `defChecks` that set an upper bound, each paired with it. */
function sizeCaps(defChecks) {
    const caps = [];
    for (const ch of defChecks ?? []) {
        const d = ch._zod.def;
        // a later check may rewrite the value
        if (!/_(length|size)$|_equals$/.test(d.check))
            break;
        const max = d.maximum ?? d.length ?? d.size;
        if (max >= 0)
            caps.push([max, ch]);
    }
    return caps;
}
function attachSchema(issues, start, inst) {
    var _a;
    for (let i = start; i < issues.length; i++) {
        (_a = issues[i]).schema ?? (_a.schema = inst);
    }
}
function finalizeIssue(iss, ctx, config) {
    var _a;
    // A schema that raised an issue itself owns it outright, and outranks any stamp an enclosing check left in `attachSchema`. String formats and z.custom() are schema and check at once, so when they act as a check they defer to that stamp instead.
    const traits = iss.inst?._zod?.traits;
    if (traits?.has("$ZodType")) {
        if (traits.has("$ZodCheck"))
            (_a = iss).schema ?? (_a.schema = iss.inst);
        else
            iss.schema = iss.inst;
    }
    // Decreasing specificity, first map to return a message wins. `inst` is whatever raised the issue, so a check's own map outranks the owning schema's.
    const schemaError = iss.schema !== iss.inst ? iss.schema?._zod.def?.error : undefined;
    const message = iss.message
        ? iss.message
        : (unwrapMessage(iss.inst?._zod.def?.error?.(iss)) ??
            unwrapMessage(schemaError?.(iss)) ??
            unwrapMessage(ctx?.error?.(iss)) ??
            unwrapMessage(config.customError?.(iss)) ??
            unwrapMessage(config.localeError?.(iss)) ??
            "Invalid input");
    // an explicit own-key copy beats object rest with excluded keys, which v8 routes through a generic runtime call; Object.keys rather than for-in so an issue pushed with a prototype does not leak inherited keys, and an own __proto__ key is dropped rather than assigned through the setter
    const full = {};
    for (const k of Object.keys(iss)) {
        if (k === "inst" || k === "schema" || k === "continue" || k === "input" || k === "__proto__")
            continue;
        full[k] = iss[k];
    }
    full.path ?? (full.path = []);
    full.message = message;
    if (ctx?.reportInput) {
        full.input = iss.input;
    }
    return full;
}
function getSizableOrigin(input) {
    if (input instanceof Set)
        return "set";
    if (input instanceof Map)
        return "map";
    // @ts-ignore
    if (input instanceof File)
        return "file";
    return "unknown";
}
const highSurrogate = /[\uD800-\uDBFF]/;
// Code points in `str`: a surrogate pair counts once, a lone surrogate as itself. Hand-rolled because the string iterator allocates and runs ~250x slower on this path; the regex probe exits ~50x quicker for a string with no astral characters.
function codePointLength(str) {
    const units = str.length;
    if (!highSurrogate.test(str))
        return units;
    let count = units;
    for (let i = 0; i < units - 1; i++) {
        if ((str.charCodeAt(i) & 0xfc00) === 0xd800 && (str.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
            count--;
            i++;
        }
    }
    return count;
}
function getLengthableOrigin(input) {
    if (Array.isArray(input))
        return "array";
    if (typeof input === "string")
        return "string";
    return "unknown";
}
function parsedType(data) {
    const t = typeof data;
    switch (t) {
        case "number": {
            return Number.isNaN(data) ? "nan" : "number";
        }
        case "object": {
            if (data === null) {
                return "null";
            }
            if (Array.isArray(data)) {
                return "array";
            }
            const obj = data;
            if (obj && Object.getPrototypeOf(obj) !== Object.prototype && "constructor" in obj && obj.constructor) {
                return obj.constructor.name;
            }
        }
    }
    return t;
}
function issue(...args) {
    const [iss, input, inst] = args;
    if (typeof iss === "string") {
        return {
            message: iss,
            code: "custom",
            input,
            inst,
        };
    }
    return { ...iss };
}
function cleanEnum(obj) {
    return Object.entries(obj)
        .filter(([k, _]) => {
        // return true if NaN, meaning it's not a number, thus a string key
        return Number.isNaN(Number.parseInt(k, 10));
    })
        .map((el) => el[1]);
}
// Codec utility functions
function base64ToUint8Array(base64) {
    const binaryString = atob(base64);
    const bytes = new Uint8Array(binaryString.length);
    for (let i = 0; i < binaryString.length; i++) {
        bytes[i] = binaryString.charCodeAt(i);
    }
    return bytes;
}
function uint8ArrayToBase64(bytes) {
    let binaryString = "";
    for (let i = 0; i < bytes.length; i++) {
        binaryString += String.fromCharCode(bytes[i]);
    }
    return btoa(binaryString);
}
function base64urlToUint8Array(base64url) {
    const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
    const padding = "=".repeat((4 - (base64.length % 4)) % 4);
    return base64ToUint8Array(base64 + padding);
}
function uint8ArrayToBase64url(bytes) {
    return uint8ArrayToBase64(bytes).replace(/\+/g, "-").replace(/\//g, "_").replace(/=/g, "");
}
function hexToUint8Array(hex) {
    const cleanHex = hex.replace(/^0x/, "");
    if (cleanHex.length % 2 !== 0) {
        throw new Error("Invalid hex string length");
    }
    const bytes = new Uint8Array(cleanHex.length / 2);
    for (let i = 0; i < cleanHex.length; i += 2) {
        bytes[i / 2] = Number.parseInt(cleanHex.slice(i, i + 2), 16);
    }
    return bytes;
}
function uint8ArrayToHex(bytes) {
    return Array.from(bytes)
        .map((b) => b.toString(16).padStart(2, "0"))
        .join("");
}
// instanceof
class Class {
    constructor(..._args) { }
}
//////////    PROTOTYPE INSTALLERS     //////////
//
// Members live on the prototype and materialize per instance on first read, which keeps own-property count under the step where V8 stops using inline slots. Changing anything here means re-measuring runtime, memory and bundle size together — see "The three axes" in AGENTS.md.
/**
 * Installs a trait's members on its prototype. Each value builds that member for the instance on first read; the built value shadows the accessor as an own property, so a detached `const { parse } = schema` keeps working.
 *
 * Call this from a `proto` initializer, which runs once per prototype — never per instance.
 */
function members(proto, table) {
    for (const key in table) {
        const desc = Object.getOwnPropertyDescriptor(table, key);
        // a getter installs as written, so it stays live: `description` reads through to the registry on every access. not enumerable: an object literal's is, and a prototype member never was
        if (desc.get)
            Object.defineProperty(proto, key, { ...desc, enumerable: false });
        // a method materializes bound on first read, which is what keeps a detached member working: `const opt = schema.optional; opt()`
        else
            defineBound(proto, key, desc.value);
    }
}
/** Shadows a prototype member with an own value, so a getter that builds from the instance runs once. */
function own(inst, key, value, enumerable = true) {
    Object.defineProperty(inst, key, { configurable: true, writable: true, enumerable, value });
    return value;
}
/** Like {@link own}, for a member that was never an own data property and has to stay out of `Object.keys`. */
function hide(inst, key, value) {
    return own(inst, key, value, false);
}
/** Adds members a table derives from the instance: each builds on first read and shadows as own data, and assignment shadows the same way, as when these were own properties. */
function derived(computes, table) {
    for (const key in computes) {
        const compute = computes[key];
        // an object literal's accessor is configurable and enumerable, and `members` copies the descriptor as written
        Object.defineProperty(table, key, {
            configurable: true,
            enumerable: true,
            get() {
                return own(this, key, compute(this));
            },
            set(value) {
                own(this, key, value);
            },
        });
    }
    return table;
}
function defineBound(proto, key, fn) {
    Object.defineProperty(proto, key, {
        configurable: true,
        get() {
            // vitest's spyOn calls a prototype getter bare to find the function it wraps, so a nullish receiver answers the raw method
            return this == null ? fn : own(this, key, fn.bind(this));
        },
        set(value) {
            own(this, key, value);
        },
    });
}
/** Returns the prototype to install on, or `undefined` if this group is already installed on it. */
function claim(inst, sentinel) {
    const proto = Object.getPrototypeOf(inst);
    // Runs on every construction, so `in` rather than the costlier `hasOwnProperty.call`. Sentinels are keys the group itself defines.
    return sentinel in proto ? undefined : proto;
}
// The internals whose init chain is installing. A second call for the same one is a derived constructor overriding its base, so it must not construct another schema in between or the override is dropped.
let installing;
// Set while a getter is running, so a value that resolved through a recursion break is not memoized. One shared descriptor shadows the key for the duration, which costs no per-key allocation.
let broke = false;
const breaker = {
    configurable: true,
    get() {
        broke = true;
        return undefined;
    },
};
/**
 * Installs a lazily-derived internal on the `_zod` prototype of `inst`'s
 * constructor, computed from the internals object itself and cached there on
 * first read. One accessor per constructor rather than one per instance.
 */
function defineLazyInternal(inst, key, compute) {
    const proto = Object.getPrototypeOf(inst._zod);
    if (key in proto && installing !== inst._zod) {
        // A repeat construction: everything is installed already. Cleared here so the reference is not held past the first construction of every type.
        installing = undefined;
        return;
    }
    installing = inst._zod;
    Object.defineProperty(proto, key, {
        configurable: true,
        get() {
            // Shadowed before computing so a re-entrant read from a recursive schema resolves to undefined instead of running the getter again.
            Object.defineProperty(this, key, breaker);
            const outer = broke;
            broke = false;
            try {
                const value = compute(this);
                // A result that resolved through a recursion break is recomputed once the graph is complete; everything else memoizes, undefined included.
                if (broke)
                    delete this[key];
                else
                    Object.defineProperty(this, key, { configurable: true, writable: true, value });
                broke = broke || outer;
                return value;
            }
            catch (err) {
                // A compute that threw memoizes nothing, so a later read runs it again and fails the same way. The shadow goes with it, since leaving it installed would answer undefined for every later read.
                delete this[key];
                broke = broke || outer;
                throw err;
            }
        },
        set(value) {
            Object.defineProperty(this, key, { configurable: true, writable: true, value });
        },
    });
}
/**
 * Installs `key` on `inst`'s prototype, computed by `make` on first read and cached there as an own
 * data property. One accessor per constructor rather than one per instance, because an own accessor
 * puts every instance after the first into v8 dictionary mode. The key doubles as the sentinel.
 */
function installLazyProp(inst, key, make, enumerable) {
    const proto = claim(inst, key);
    if (!proto)
        return;
    Object.defineProperty(proto, key, {
        configurable: true,
        get() {
            // Shadowed before computing, so a re-entrant read from a self-referential shape resolves to undefined instead of running the getter again. A data property rather than an accessor: an own accessor is the dictionary-mode transition this exists to avoid.
            const desc = { configurable: true, writable: true, enumerable, value: undefined };
            Object.defineProperty(this, key, desc);
            // a compute that throws leaves the shadow behind, so later reads answer undefined instead of re-throwing; `defineLazy` did the same, and `defineLazyInternal`'s delete-on-catch would cost bytes in every bundle for a case only a throwing user getter reaches
            desc.value = make(this);
            Object.defineProperty(this, key, desc);
            return desc.value;
        },
        set(value) {
            Object.defineProperty(this, key, { configurable: true, writable: true, enumerable, value });
        },
    });
}
/** Marks the thunk `_catch` synthesises for a constant catch value. `Function.length` cannot tell that thunk from a user callback — rest and defaulted parameters both report arity 0 — and a user callback reads `ctx.error`, whose issues only finalize correctly against the caller's per-parse error map. Provenance can say what arity cannot. A plain string key rather than `Symbol.for`, whose call at module scope no bundler can prove pure — the same shape that anchored `urlCanParse` into every build. */
const CONSTANT_CATCH = "~constantCatch";
/** Wraps a constant catch value in a thunk tagged with {@link CONSTANT_CATCH}. */
function constantCatch(value) {
    const fn = () => value;
    fn[CONSTANT_CATCH] = true;
    return fn;
}


/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		id: moduleId,
/******/ 		loaded: false,
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId].call(module.exports, module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Flag the module as loaded
/******/ 	module.loaded = true;
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/async module */
/******/ (() => {
/******/ 	var webpackQueues = typeof Symbol === "function" ? Symbol("webpack queues") : "__webpack_queues__";
/******/ 	var webpackExports = typeof Symbol === "function" ? Symbol("webpack exports") : "__webpack_exports__";
/******/ 	var webpackError = typeof Symbol === "function" ? Symbol("webpack error") : "__webpack_error__";
/******/ 	var resolveQueue = (queue) => {
/******/ 		if(queue && queue.d < 1) {
/******/ 			queue.d = 1;
/******/ 			queue.forEach((fn) => (fn.r--));
/******/ 			queue.forEach((fn) => (fn.r-- ? fn.r++ : fn()));
/******/ 		}
/******/ 	}
/******/ 	var wrapDeps = (deps) => (deps.map((dep) => {
/******/ 		if(dep !== null && typeof dep === "object") {
/******/ 			if(dep[webpackQueues]) return dep;
/******/ 			if(dep.then) {
/******/ 				var queue = [];
/******/ 				queue.d = 0;
/******/ 				dep.then((r) => {
/******/ 					obj[webpackExports] = r;
/******/ 					resolveQueue(queue);
/******/ 				}, (e) => {
/******/ 					obj[webpackError] = e;
/******/ 					resolveQueue(queue);
/******/ 				});
/******/ 				var obj = {};
/******/ 				obj[webpackQueues] = (fn) => (fn(queue));
/******/ 				return obj;
/******/ 			}
/******/ 		}
/******/ 		var ret = {};
/******/ 		ret[webpackQueues] = x => {};
/******/ 		ret[webpackExports] = dep;
/******/ 		return ret;
/******/ 	}));
/******/ 	__nccwpck_require__.a = (module, body, hasAwait) => {
/******/ 		var queue;
/******/ 		hasAwait && ((queue = []).d = -1);
/******/ 		var depQueues = new Set();
/******/ 		var exports = module.exports;
/******/ 		var currentDeps;
/******/ 		var outerResolve;
/******/ 		var reject;
/******/ 		var promise = new Promise((resolve, rej) => {
/******/ 			reject = rej;
/******/ 			outerResolve = resolve;
/******/ 		});
/******/ 		promise[webpackExports] = exports;
/******/ 		promise[webpackQueues] = (fn) => (queue && fn(queue), depQueues.forEach(fn), promise["catch"](x => {}));
/******/ 		module.exports = promise;
/******/ 		body((deps) => {
/******/ 			currentDeps = wrapDeps(deps);
/******/ 			var fn;
/******/ 			var getResult = () => (currentDeps.map((d) => {
/******/ 				if(d[webpackError]) throw d[webpackError];
/******/ 				return d[webpackExports];
/******/ 			}))
/******/ 			var promise = new Promise((resolve) => {
/******/ 				fn = () => (resolve(getResult));
/******/ 				fn.r = 0;
/******/ 				var fnQueue = (q) => (q !== queue && !depQueues.has(q) && (depQueues.add(q), q && !q.d && (fn.r++, q.push(fn))));
/******/ 				currentDeps.map((dep) => (dep[webpackQueues](fnQueue)));
/******/ 			});
/******/ 			return fn.r ? promise : getResult();
/******/ 		}, (err) => ((err ? reject(promise[webpackError] = err) : outerResolve(exports)), resolveQueue(queue)));
/******/ 		queue && queue.d < 0 && (queue.d = 0);
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/compat get default export */
/******/ (() => {
/******/ 	// getDefaultExport function for compatibility with non-harmony modules
/******/ 	__nccwpck_require__.n = (module) => {
/******/ 		var getter = module && module.__esModule ?
/******/ 			() => (module['default']) :
/******/ 			() => (module);
/******/ 		__nccwpck_require__.d(getter, { a: getter });
/******/ 		return getter;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/node module decorator */
/******/ (() => {
/******/ 	__nccwpck_require__.nmd = (module) => {
/******/ 		module.paths = [];
/******/ 		if (!module.children) module.children = [];
/******/ 		return module;
/******/ 	};
/******/ })();
/******/ 
/************************************************************************/
/******/ 
/******/ // startup
/******/ // Load entry module and return exports
/******/ // This entry module used 'module' so it can't be inlined
/******/ var __webpack_exports__ = __nccwpck_require__(581);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ var __webpack_exports__exampleInputs = __webpack_exports__.Qp;
/******/ var __webpack_exports__findExampleDir = __webpack_exports__.Rr;
/******/ var __webpack_exports__main = __webpack_exports__.iW;
/******/ var __webpack_exports__parseArgs = __webpack_exports__.Zy;
/******/ export { __webpack_exports__exampleInputs as exampleInputs, __webpack_exports__findExampleDir as findExampleDir, __webpack_exports__main as main, __webpack_exports__parseArgs as parseArgs };
/******/ 
