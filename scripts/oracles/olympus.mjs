// Adapter between Spelbord's dumped cases (core/examples/tavli_oracle.rs) and
// michaelti/olympus-backgammon's rules (fetched at run time by
// scripts/tavli-oracles.sh, never part of this repository). Reads the case lines on
// stdin, lists the oracle's legal plays (`Game.getAllPossibleValidTurns`) as resulting
// positions, compares the set with ours and prints a summary line; each differing
// case goes to the file named by the second argument, with the positions only we or
// only the oracle reach.
//
// Coordinates: olympus' Portes and Plakoto use our point numbers, its "black" runs
// 24 -> 1 like our white and its "white" 1 -> 24 like our black; pips 25 and 0 are
// the bars of black and white. Its Fevga numbers points the other way round (its pip
// = 25 - our point), black again being our white.
import { createInterface } from "node:readline";
import { appendFileSync, writeFileSync } from "node:fs";

const [lib, diffFile] = process.argv.slice(2);
const { Portes, Plakoto, Fevga, Game } = await import(lib);
const CLASSES = { portes: Portes, plakoto: Plakoto, fevga: Fevga };

function toOlympus(c) {
    const P = c.pos;
    const pips = Array.from({ length: 26 }, () => ({ size: 0, owner: "neither", isPinned: false }));
    if (c.game === "fevga") {
        for (let a = 1; a <= 24; a++) {
            const o = 25 - a;
            if (P.w[a - 1]) pips[o] = { size: P.w[a - 1], owner: "black", isPinned: false };
            if (P.b[a - 1]) pips[o] = { size: P.b[a - 1], owner: "white", isPinned: false };
        }
    } else {
        pips[0] = { size: P.bar[1], owner: "white", isPinned: false };
        pips[25] = { size: P.bar[0], owner: "black", isPinned: false };
        for (let a = 1; a <= 24; a++) {
            const w = P.w[a - 1];
            const b = P.b[a - 1];
            if (P.pw.includes(a)) pips[a] = { size: w + b, owner: "white", isPinned: true };
            else if (P.pb.includes(a)) pips[a] = { size: w + b, owner: "black", isPinned: true };
            else if (w) pips[a] = { size: w, owner: "black", isPinned: false };
            else if (b) pips[a] = { size: b, owner: "white", isPinned: false };
        }
    }
    const Cls = CLASSES[c.game];
    return new Cls({
        player: c.turn === 0 ? "black" : "white",
        dice: [...c.dice],
        pips,
        off: { black: P.off[0], white: P.off[1] },
        moves: [],
    });
}

function key(game, g) {
    const w = new Array(24).fill(0);
    const b = new Array(24).fill(0);
    const pins = [];
    for (let o = 1; o <= 24; o++) {
        const pip = g.pips[o];
        if (pip.size === 0) continue;
        const a = game === "fevga" ? 25 - o : o;
        if (pip.isPinned) {
            // The owner pins one checker of the other side under its own.
            if (pip.owner === "black") {
                w[a - 1] = pip.size - 1;
                b[a - 1] = 1;
                pins.push(["b", a]);
            } else {
                b[a - 1] = pip.size - 1;
                w[a - 1] = 1;
                pins.push(["w", a]);
            }
        } else if (pip.owner === "black") w[a - 1] = pip.size;
        else if (pip.owner === "white") b[a - 1] = pip.size;
    }
    const side = (v) =>
        v
            .map((n, i) => (n > 0 ? `${i + 1}:${n}` : null))
            .filter((x) => x)
            .join(",");
    const pw = pins.filter((p) => p[0] === "w").map((p) => p[1]).sort((x, y) => x - y);
    const pb = pins.filter((p) => p[0] === "b").map((p) => p[1]).sort((x, y) => x - y);
    const pinText = [...pw.map((p) => `w${p}`), ...pb.map((p) => `b${p}`)].join(",");
    const bar = game === "fevga" ? [0, 0] : [g.pips[25].size, g.pips[0].size];
    return `W${side(w)}|B${side(b)}|P${pinText}|${bar[0]},${bar[1]}|${g.off.black},${g.off.white}`;
}

// An olympus pip as our absolute point; 0 is borne off and 25 the bar, as in our steps.
function ourPoint(c, o) {
    const player = c.turn === 0 ? "black" : "white";
    const offPip = player === "black" ? 0 : 25;
    const barPip = player === "black" ? 25 : 0;
    if (o === offPip) return 0;
    if (c.game !== "fevga" && o === barPip) return 25;
    return c.game === "fevga" ? 25 - o : o;
}

function oraclePlays(c) {
    const g = toOlympus(c);
    const turns = Game.getAllPossibleValidTurns(g);
    // Each resulting position with the first of the oracle's step lists that reaches it.
    const out = new Map();
    if (turns.length === 0) out.set(key(c.game, g), []);
    for (const turn of turns) {
        const h = g.clone();
        for (const m of turn) {
            if (!h.doMove(m.from, m.to)) throw new Error(`oracle refused its own move ${m.from}/${m.to}`);
        }
        const k = key(c.game, h);
        if (!out.has(k)) out.set(k, turn.map((m) => [ourPoint(c, m.from), ourPoint(c, m.to)]));
    }
    return { set: out, start: key(c.game, g) };
}


// --- The layers that explain the differences (docs/oracles.md) ------------------------
//
// 1. "oracle-number": olympus credits a step to a number it does not move by. Its
//    search (Game.getValidTurnCriteria) tries each number d from each point, and keeps
//    the move labelled d when isMoveValid passes; but isMoveValid accepts a bear-off
//    whenever the exact distance is among the dice (a 3 bears off from the 3-point even
//    when tried as the 5, with checkers still above it), and doMove then spends the
//    number it picks itself: the smaller one if it reaches, measured as |to - from| on
//    pip numbers, which in Fevga is not the distance travelled when its white (our
//    black) crosses from its pip 1 to 24 or bears off (13 -> 25 reads as 12). So a play
//    may be counted as using the larger number when it does not (the larger-number rule
//    then drops the other plays of the smaller one), and in Fevga the wrong number may
//    be spent. Fixed(Base) moves with exactly the number tried, measured along the
//    route, and lets it bear off from a lower point only with no checker above.
// 2. "rules" (Fevga): olympus leaves RULES.md section 4's block rules as a TODO in its
//    source (no step filling the own starting quarter, no six-point block in front of
//    15 checkers, the must-open rule); this layer applies them to the fixed oracle's
//    step lists in our coordinates, then "as many numbers as possible / the larger"
//    among what is left.
function fixedOf(Base, game) {
    return class Fixed extends Base {
        getDestination(start, die) {
            this._die = die;
            return super.getDestination(start, die);
        }
        clone() {
            const c = new Fixed(this);
            c._die = this._die;
            return c;
        }
        // How far a pip is from bearing off along the mover's route.
        toGo(p) {
            if (game === "fevga") return this.distanceFromOff(p);
            return this.player === "black" ? p : 25 - p;
        }
        ok(from, to, d) {
            const dist = this.toGo(from) - this.toGo(to);
            if (d === dist) return true;
            if (this.toGo(to) !== 0 || d < dist) return false;
            for (let p = 1; p <= 24; p++) {
                if (this.pips[p].owner === this.player && this.toGo(p) > this.toGo(from)) return false;
            }
            return true;
        }
        isMoveValid(from, to) {
            return super.isMoveValid(from, to) && (this._die === undefined || this.ok(from, to, this._die));
        }
        doMove(from, to) {
            if (!this.isMoveValid(from, to)) return false;
            const die = this._die ?? [...this.dice].sort((a, b) => a - b).find((d) => this.ok(from, to, d));
            const dice = [...this.dice];
            super.doMove(from, to);
            dice.splice(dice.indexOf(die), 1);
            this.dice = dice;
            this.moves[this.moves.length - 1].die = die;
            return true;
        }
    };
}
const FIXED = { portes: fixedOf(Portes, "portes"), plakoto: fixedOf(Plakoto, "plakoto"), fevga: fixedOf(Fevga, "fevga") };

const absOf = (seat, r) => (seat === 0 ? r + 1 : ((r + 12) % 24) + 1);

function fevgaKey(cnt, off) {
    const side = (v) =>
        v
            .map((n, i) => (n > 0 ? `${i + 1}:${n}` : null))
            .filter((x) => x)
            .join(",");
    return `W${side(cnt[0])}|B${side(cnt[1])}|P|0,0|${off[0]},${off[1]}`;
}

function quarterFull(cnt, seat) {
    for (let r = 0; r < 6; r++) if (cnt[seat][absOf(seat, r) - 1] === 0) return false;
    return true;
}

function forbiddenBlock(cnt, seat) {
    const opp = 1 - seat;
    for (let q = 0; q < 24; q++) {
        if (cnt[opp][absOf(opp, q) - 1] !== 15) continue;
        if (q + 6 >= 24) return false;
        for (let i = q + 1; i <= q + 6; i++) if (cnt[seat][absOf(opp, i) - 1] === 0) return false;
        return true;
    }
    return false;
}

function fevgaRules(c, turns) {
    const seat = c.turn;
    const start = [[...c.pos.w], [...c.pos.b]];
    const cands = [{ cnt: start, off: [...c.pos.off], dice: [] }];
    for (const turn of turns) {
        const cnt = [[...start[0]], [...start[1]]];
        const off = [...c.pos.off];
        const dice = [];
        for (const m of turn) {
            const f = ourPoint(c, m.from);
            const t = ourPoint(c, m.to);
            cnt[seat][f - 1]--;
            if (t === 0) off[seat]++;
            else cnt[seat][t - 1]++;
            if (quarterFull(cnt, seat)) break;
            dice.push(m.die);
            cands.push({ cnt: [[...cnt[0]], [...cnt[1]]], off: [...off], dice: [...dice] });
        }
    }
    let legal = cands.filter((x) => !forbiddenBlock(x.cnt, seat));
    const maxlen = Math.max(...legal.map((x) => x.dice.length));
    legal = legal.filter((x) => x.dice.length === maxlen);
    const larger = Math.max(...c.dice);
    if (maxlen === 1 && c.dice.length === 2 && c.dice[0] !== c.dice[1] && legal.some((x) => x.dice[0] === larger)) {
        legal = legal.filter((x) => x.dice[0] === larger);
    }
    if (forbiddenBlock(start, seat)) {
        const open = legal.filter((x) => !forbiddenBlock(x.cnt, seat));
        if (open.length) legal = open;
    }
    return new Set(legal.map((x) => fevgaKey(x.cnt, x.off)));
}

function layers(c) {
    const g = toOlympus(c);
    const f = new FIXED[c.game](g);
    const fixed = Game.getAllPossibleValidTurns(f);
    const fixedSet = new Set();
    if (fixed.length === 0) fixedSet.add(key(c.game, f));
    for (const turn of fixed) {
        const h = f.clone();
        for (const m of turn) {
            h._die = m.die;
            if (!h.doMove(m.from, m.to)) throw new Error("fixed oracle refused its own move");
        }
        fixedSet.add(key(c.game, h));
    }
    if (c.game !== "fevga") return { fixedSet, rulesSet: fixedSet };
    const all = Game.getValidTurnCriteria(f).turns;
    return { fixedSet, rulesSet: fevgaRules(c, all) };
}

const same = (a, b) => a.size === b.size && [...a].every((k) => b.has(k));

writeFileSync(diffFile, "");
const classes = {};
let cases = 0;
let differ = 0;
let startMismatch = 0;
const rl = createInterface({ input: process.stdin, crlfDelay: Infinity });
let game = "?";
for await (const line of rl) {
    if (!line) continue;
    const c = JSON.parse(line);
    game = c.game;
    cases++;
    const { set, start } = oraclePlays(c);
    const ours = new Set(c.plays);
    // The position itself must read back identically (the adapter's own check).
    const ourStart = c.start_key;
    if (ourStart && ourStart !== start) startMismatch++;
    const onlyOurs = [...ours].filter((k) => !set.has(k));
    const onlyOracle = [...set.keys()].filter((k) => !ours.has(k)).map((k) => ({ key: k, path: set.get(k) }));
    if (onlyOurs.length || onlyOracle.length) {
        differ++;
        let cls = "unexplained";
        const { fixedSet, rulesSet } = layers(c);
        if (same(fixedSet, ours)) cls = "oracle-number";
        else if (same(rulesSet, ours)) cls = same(fixedSet, new Set(set.keys())) ? "rules" : "rules+oracle-number";
        classes[cls] = (classes[cls] || 0) + 1;
        appendFileSync(
            diffFile,
            JSON.stringify({ id: c.id, cls, pos: c.pos, turn: c.turn, dice: c.dice, start, onlyOurs, onlyOracle, oracleCount: set.size }) + "\n",
        );
    }
}
const byClass = Object.entries(classes)
    .map(([k, v]) => `${k} ${v}`)
    .join(", ");
console.log(`olympus ${game}: ${cases} cases compared, ${differ} differ (${byClass || "none"}), ${startMismatch} adapter mismatches`);
