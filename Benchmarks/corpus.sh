# Synthetic monoliths, made by generate_monolith.py and reused while they are what it makes.
# Sourced by the benchmark scripts; needs their `log` and `HERE` (the Benchmarks folder).

# Content hash of a corpus' Swift sources (detects files left touched by an interrupted run).
corpus_hash() {
    (cd "$1" && find Sources -name '*.swift' -print0 | sort -z | xargs -0 sha256sum | sha256sum | cut -c1-64)
}

# Hash of the generator and its Swift templates: a corpus made by any other version is regenerated.
generator_hash() {
    (cd "$HERE" && { echo generate_monolith.py; find MonolithTemplates -name '*.swift' | sort; } \
        | xargs sha256sum | sha256sum | cut -c1-64)
}

# ensure_corpus FOLDER LINES SEED: (re)generates FOLDER unless this generator made it with these
# arguments and its sources are as it left them (a stamp beside it, FOLDER.stamp, says so).
ensure_corpus() {
    local dir="$1" lines="$2" seed="$3" stamp_file="$1.stamp" stamp
    stamp="generator=$(generator_hash) lines=$lines seed=$seed"
    if [ -d "$dir/Sources" ] && [ -f "$stamp_file" ] && [ "$(head -1 "$stamp_file")" = "$stamp" ] \
        && [ "$(sed -n 2p "$stamp_file")" = "$(corpus_hash "$dir")" ]; then
        log "$(basename "$dir"): reusing corpus"
        return 0
    fi
    log "$(basename "$dir"): generating"
    rm -f "$stamp_file"
    python3 "$HERE/generate_monolith.py" --lines "$lines" --seed "$seed" --out "$dir" >&2 || return 1
    printf '%s\n%s\n' "$stamp" "$(corpus_hash "$dir")" >"$stamp_file"
}

# median <number>...: the middle one (the mean of the two middle ones of an even count); benchmark
# runs on a shared machine vary by a tenth and more from one run to the next.
median() {
    printf '%s\n' "$@" | sort -g | awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}
