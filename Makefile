# memgrep: hand-written GNU Makefile. `make` builds ./memgrep; `make check`
# runs every test (unit tests and end-to-end tests under ASan+UBSan, then the
# conformance cases); `make demo` installs what is missing, builds and runs a
# search over tests/sample. Quiet unless V=1.

PKGS     := libhs libuv libcjson ck libxxhash libzstd sqlite3 ncursesw
CC       ?= cc
CFLAGS   ?= -O2 -g
WARN     := -Wall -Wextra -Werror -Wno-unused-parameter
PKG_CFLAGS := $(shell pkg-config --cflags $(PKGS) 2>/dev/null)
PKG_LIBS   := $(shell pkg-config --libs $(PKGS) 2>/dev/null)
CPPFLAGS += -I. -I$(BUILD)/gen -D_GNU_SOURCE $(PKG_CFLAGS)
# http-parser ships no pkg-config file.
LDLIBS   += $(PKG_LIBS) -lhttp_parser -lpthread -lm
BUILD    ?= build
SAN      := -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined

SRCS     := $(sort $(shell find base sources config stages pipeline -name '*.c'))
LIB_SRCS := $(filter-out pipeline/main.c,$(SRCS))
UNIT_SRCS := $(wildcard tests/unit/*.c)
GEN      := $(BUILD)/gen/noise_markers.inc

REL_OBJS  := $(SRCS:%.c=$(BUILD)/rel/%.o)
ASAN_OBJS := $(SRCS:%.c=$(BUILD)/asan/%.o)
ASAN_LIB  := $(LIB_SRCS:%.c=$(BUILD)/asan/%.o)
UNIT_OBJS := $(UNIT_SRCS:%.c=$(BUILD)/asan/%.o)

ifeq ($(V),1)
Q :=
else
Q := @
endif

.PHONY: all check check-run demo bench fuzz install clean deps format unit e2e conformance
all: memgrep

memgrep: $(REL_OBJS)
	@echo "  LD      $@"
	$(Q)$(CC) $(CFLAGS) -o $@ $^ $(LDLIBS)

$(BUILD)/asan/memgrep: $(ASAN_OBJS)
	@echo "  LD      $@"
	$(Q)$(CC) $(CFLAGS) $(SAN) -o $@ $^ $(LDLIBS)

$(BUILD)/asan/unit-tests: $(ASAN_LIB) $(UNIT_OBJS)
	@echo "  LD      $@"
	$(Q)$(CC) $(CFLAGS) $(SAN) -o $@ $^ $(LDLIBS) $(shell pkg-config --libs cmocka)

$(BUILD)/rel/%.o: %.c $(GEN)
	@mkdir -p $(dir $@)
	@echo "  CC      $<"
	$(Q)$(CC) $(CPPFLAGS) $(CFLAGS) $(WARN) -MMD -MP -c -o $@ $<

$(BUILD)/asan/%.o: %.c $(GEN)
	@mkdir -p $(dir $@)
	@echo "  CC/SAN  $<"
	$(Q)$(CC) $(CPPFLAGS) $(CFLAGS) $(WARN) $(SAN) $(shell pkg-config --cflags cmocka) -MMD -MP -c -o $@ $<

# The noise markers live once, in sources/noise-markers.txt; the build turns
# them into a C string table.
$(GEN): sources/noise-markers.txt sources/embed-lines.sh
	@mkdir -p $(dir $@)
	$(Q)sh sources/embed-lines.sh < $< > $@

deps:
	$(Q)sh .ci/install-deps

unit: $(BUILD)/asan/unit-tests
	$(Q)$(BUILD)/asan/unit-tests

# check and demo first install what is missing, then build in a sub-make,
# whose pkg-config flags see the packages just installed.
check:
	$(Q)sh .ci/install-deps
	$(Q)$(MAKE) --no-print-directory check-run

check-run: memgrep $(BUILD)/asan/memgrep $(BUILD)/asan/unit-tests $(BUILD)/gen-history $(BUILD)/vs-repro \
	   agent-client
	$(Q)if command -v npm >/dev/null; then $(MAKE) --no-print-directory mcp-client || \
		echo "mcp-client: npm ci failed: the mcp suite will fail"; fi
	$(Q)sh tests/run-all

# agent-client: Claude Code, at the version tests/record/record pins, for
# tests/agent/run (Claude Code calling memgrep mcp), installed from npm
# into $(BUILD)/agent-client, out of the tree; the test fails without it.
CLAUDE_PIN := $(shell sed -n 's/^ *"claude": ("@anthropic-ai\/claude-code", "\([0-9.]*\)"),/\1/p' tests/record/record)
AGENT_CLIENT := $(BUILD)/agent-client/node_modules/@anthropic-ai/claude-code/package.json
.PHONY: agent-client
agent-client: $(AGENT_CLIENT)
$(AGENT_CLIENT): tests/record/record
	$(Q)mkdir -p $(BUILD)/agent-client
	$(Q)npm install --prefix $(BUILD)/agent-client --no-audit --no-fund --loglevel=error \
		@anthropic-ai/claude-code@$(CLAUDE_PIN)
	$(Q)touch $@

# mcp-client: the MCP clients that tests/mcp/run drives `memgrep mcp` with
# (the official TypeScript SDK, the inspector's CLI, ajv), at the versions
# tests/mcp/package-lock.json pins, installed by `npm ci` into
# $(BUILD)/mcp-client, out of the tree as gemini-fixtures does; `make
# check` makes it first when npm is there. The mcp suite fails without it.
MCP_CLIENT := $(BUILD)/mcp-client
.PHONY: mcp-client
mcp-client: $(MCP_CLIENT)/.installed

$(MCP_CLIENT)/.installed: tests/mcp/package.json tests/mcp/package-lock.json
	$(Q)rm -f $@ && mkdir -p $(MCP_CLIENT)
	$(Q)cp tests/mcp/package.json tests/mcp/package-lock.json $(MCP_CLIENT)/
	$(Q)npm ci --prefix $(MCP_CLIENT) --no-audit --no-fund --ignore-scripts --loglevel=error
	$(Q)touch $@

# The vectorscan 5.4.9 abort that memgrep works around, reproduced
# (tests/vectorscan/): built with the release flags, no sanitizer, since the
# abort is glibc's _FORTIFY_SOURCE check inside the library.
$(BUILD)/vs-repro: tests/vectorscan/repro.c
	@mkdir -p $(dir $@)
	@echo "  CC      $@"
	$(Q)$(CC) $(CPPFLAGS) -O2 $(WARN) -o $@ $< $(LDLIBS)

# check-valgrind: the end-to-end tests (E2E_JOBS=2) under valgrind, on a
# -O1 -g build without sanitizers in $(BUILD)/vg/. tests/e2e/run copies the
# binary it is given, so it is given a script that runs valgrind on the real
# one by its absolute path; valgrind exits 99 on any error or definite or
# indirect leak, which fails the case.
VG_OBJS := $(SRCS:%.c=$(BUILD)/vg/%.o)

$(BUILD)/vg/memgrep: $(VG_OBJS)
	@echo "  LD      $@"
	$(Q)$(CC) -O1 -g -o $@ $^ $(LDLIBS)

$(BUILD)/vg/%.o: %.c $(GEN)
	@mkdir -p $(dir $@)
	@echo "  CC/VG   $<"
	$(Q)$(CC) $(CPPFLAGS) -O1 -g $(WARN) -MMD -MP -c -o $@ $<

# valgrind reports on a descriptor of its own (9, a copy of stderr): it
# does not start without a stderr, and a case runs memgrep with it closed.
$(BUILD)/vg/memgrep-valgrind: $(BUILD)/vg/memgrep
	$(Q){ echo '#!/bin/sh'; \
	  echo 'if [ -e /dev/fd/2 ]; then exec 9>&2; else exec 9>/dev/null; fi'; \
	  echo 'exec valgrind --log-fd=9 --error-exitcode=99 --leak-check=full --errors-for-leak-kinds=definite,indirect --quiet "$(abspath $(BUILD)/vg/memgrep)" "$$@"'; \
	} > $@.tmp && chmod 755 $@.tmp && mv $@.tmp $@

.PHONY: check-valgrind
check-valgrind: $(BUILD)/vg/memgrep-valgrind
	$(Q)command -v valgrind >/dev/null || { echo "check-valgrind: valgrind is not installed"; exit 1; }
	$(Q)E2E_JOBS=2 tests/e2e/run $(BUILD)/vg/memgrep-valgrind

-include $(VG_OBJS:.o=.d)

demo:
	$(Q)sh .ci/install-deps
	$(Q)$(MAKE) --no-print-directory memgrep
	$(Q)sh tests/demo

bench: memgrep $(BUILD)/gen-history
	$(Q)perf/bench

# gemini-fixtures: records tests/e2e/fixtures/gemini again with Gemini CLI's
# own chat recorder, at the versions tests/gemini/package.json pins (needs
# node and the npm registry; make check never does: it reads the committed
# fixtures). The packages go to $(BUILD)/gemini-recorder, out of the tree
# (they hold C files that the format check would take for ours).
# tests/gemini/README.md says what is recorded and why.
GEMINI_REC := $(BUILD)/gemini-recorder
.PHONY: gemini-fixtures
gemini-fixtures:
	$(Q)mkdir -p $(GEMINI_REC) && cp tests/gemini/package.json $(GEMINI_REC)/
	$(Q)npm install --prefix $(GEMINI_REC) --no-audit --no-fund --ignore-scripts --loglevel=error
	$(Q)node tests/gemini/record.mjs tests/e2e/fixtures/gemini $(GEMINI_REC)/node_modules

# record: records tests/recorded/ again with the agents' own CLIs (Codex
# CLI, Claude Code, Gemini CLI at the versions tests/record/record pins)
# against tests/record/mock_model.py on a loopback port (needs node, npm and
# the npm registry, tmux and zstd; make check does not run it). The
# packages go to $XDG_CACHE_HOME/memgrep-record (default ~/.cache), out of
# the tree. tests/recorded/README.md says what each file shows.
.PHONY: record
record:
	$(Q)tests/record/record

format:
	$(Q)find base sources config stages pipeline tests perf -name '*.[ch]' ! -name unicode_data.c | xargs clang-format -i

# make install [PREFIX=/usr/local] [DESTDIR=/staging]: the binary, the man
# page and the bash and zsh completions; `make uninstall` (same variables)
# removes exactly those four files. `make install-skill` copies the Claude
# Code skill to SKILL_DIR (default ~/.claude/skills/memgrep);
# `make uninstall-skill` removes it. tests/docs/run checks all of them.
PREFIX    ?= /usr/local
SKILL_DIR ?= $(HOME)/.claude/skills/memgrep
INST_BIN  = $(DESTDIR)$(PREFIX)/bin
INST_MAN  = $(DESTDIR)$(PREFIX)/share/man/man1
INST_BASH = $(DESTDIR)$(PREFIX)/share/bash-completion/completions
INST_ZSH  = $(DESTDIR)$(PREFIX)/share/zsh/site-functions
INSTALLED = "$(INST_BIN)/memgrep" "$(INST_MAN)/memgrep.1" "$(INST_BASH)/memgrep" "$(INST_ZSH)/_memgrep"

.PHONY: uninstall install-skill uninstall-skill
install: memgrep
	install -d "$(INST_BIN)" "$(INST_MAN)" "$(INST_BASH)" "$(INST_ZSH)"
	install -m 755 memgrep "$(INST_BIN)/memgrep"
	install -m 644 docs/memgrep.1 "$(INST_MAN)/memgrep.1"
	install -m 644 docs/completions/memgrep.bash "$(INST_BASH)/memgrep"
	install -m 644 docs/completions/_memgrep "$(INST_ZSH)/_memgrep"

uninstall:
	rm -f $(INSTALLED)

install-skill:
	install -d "$(SKILL_DIR)"
	install -m 644 docs/agent/SKILL.md "$(SKILL_DIR)/SKILL.md"

uninstall-skill:
	rm -f "$(SKILL_DIR)/SKILL.md"
	rmdir "$(SKILL_DIR)" 2>/dev/null || true

clean:
	rm -rf build memgrep

-include $(REL_OBJS:.o=.d) $(ASAN_OBJS:.o=.d) $(UNIT_OBJS:.o=.d)

# The project's own history generator (tests/gen/): a standalone C11
# program, release flags and no sanitizers, so that it writes the 1 GiB of
# perf/bench quickly.
$(BUILD)/gen-history: tests/gen/gen_history.c
	@mkdir -p $(dir $@)
	@echo "  CC      $@"
	$(Q)$(CC) -std=c11 -O2 -g $(WARN) -o $@ $<

$(BUILD)/perf/readbench: perf/readbench.c
	@mkdir -p $(dir $@)
	$(Q)$(CC) $(CFLAGS) $(WARN) -o $@ $<

# The decoders' speed, the cJSON tree against sources/fast_decode:
# find perf/cache/real-1G -name '*.jsonl' | build/perf/decodebench 3
$(BUILD)/perf/decodebench: perf/decodebench.c $(filter-out $(BUILD)/rel/pipeline/main.o,$(REL_OBJS))
	@mkdir -p $(dir $@)
	$(Q)$(CC) $(CPPFLAGS) $(CFLAGS) $(WARN) -o $@ $^ $(LDLIBS)

# Fuzzing (tests/fuzz/): `make fuzz` builds one libFuzzer binary per target
# with clang into $(BUILD)/fuzz/ and runs each for FUZZ_SECONDS (default 60;
# `make -j2 fuzz` runs two at a time) from the seed corpus and the
# regression inputs. New inputs go to a scratch corpus,
# $(BUILD)/fuzz/corpus-TARGET, so tests/fuzz/corpus stays small; findings go
# to $(BUILD)/fuzz/artifacts/TARGET/. `make check` replays the seeds and
# tests/fuzz/regressions/ through gcc ASan+UBSan builds of the same targets
# (tests/fuzz/replay.c, tests/fuzz/run-replay).
FUZZ_TARGETS := query line file fast_decode differential http privacy index store grams
FUZZ_SECONDS ?= 60
FUZZ_CC      := clang
FUZZ_SAN     := -fsanitize=address,undefined -fno-sanitize-recover=undefined -fno-omit-frame-pointer
FUZZ_LIB     := $(LIB_SRCS:%.c=$(BUILD)/fuzz/obj/%.o)
FUZZ_OBJS    := $(FUZZ_TARGETS:%=$(BUILD)/fuzz/obj/tests/fuzz/fuzz_%.o)
FUZZ_BINS    := $(FUZZ_TARGETS:%=$(BUILD)/fuzz/fuzz_%)
FUZZ_REPLAYS := $(FUZZ_TARGETS:%=$(BUILD)/asan/fuzz-replay-%)
REPLAY_OBJS  := $(BUILD)/asan/tests/fuzz/replay.o $(FUZZ_TARGETS:%=$(BUILD)/asan/tests/fuzz/fuzz_%.o)
FUZZ_FLAGS_query := -max_len=256
FUZZ_FLAGS_line  := -max_len=8192 -dict=tests/fuzz/json.dict
FUZZ_FLAGS_file  := -max_len=16384 -dict=tests/fuzz/json.dict
FUZZ_FLAGS_fast_decode := -max_len=8192 -dict=tests/fuzz/json.dict
FUZZ_FLAGS_differential := -max_len=8192 -dict=tests/fuzz/json.dict
FUZZ_FLAGS_http  := -max_len=16384 -dict=tests/fuzz/http.dict
FUZZ_FLAGS_privacy := -max_len=4096 -dict=tests/fuzz/privacy.dict
FUZZ_FLAGS_index := -max_len=8192 -dict=tests/fuzz/json.dict
FUZZ_FLAGS_store := -max_len=8192 -dict=tests/fuzz/json.dict
FUZZ_FLAGS_grams := -max_len=4096 -dict=tests/fuzz/grams.dict

.PHONY: $(FUZZ_TARGETS:%=fuzz-%)
.SECONDARY: $(FUZZ_LIB) $(FUZZ_OBJS) $(REPLAY_OBJS)
fuzz: $(FUZZ_TARGETS:%=fuzz-%)

$(FUZZ_TARGETS:%=fuzz-%): fuzz-%: $(BUILD)/fuzz/fuzz_%
	@mkdir -p $(BUILD)/fuzz/corpus-$* $(BUILD)/fuzz/artifacts/$*
	@echo "  FUZZ    $* for $(FUZZ_SECONDS) s"
	$(Q)$< -max_total_time=$(FUZZ_SECONDS) -timeout=10 -print_final_stats=1 $(FUZZ_FLAGS_$*) \
		-artifact_prefix=$(BUILD)/fuzz/artifacts/$*/ $(BUILD)/fuzz/corpus-$* tests/fuzz/corpus/$* \
		$(wildcard tests/fuzz/regressions/$*)

$(FUZZ_BINS): $(BUILD)/fuzz/fuzz_%: $(BUILD)/fuzz/obj/tests/fuzz/fuzz_%.o $(FUZZ_LIB)
	@echo "  LD/FUZZ $@"
	$(Q)$(FUZZ_CC) -g -O1 -fsanitize=fuzzer $(FUZZ_SAN) -o $@ $^ $(LDLIBS)

$(BUILD)/fuzz/obj/%.o: %.c $(GEN)
	@mkdir -p $(dir $@)
	@echo "  CC/FUZZ $<"
	$(Q)$(FUZZ_CC) $(CPPFLAGS) -g -O1 $(WARN) -fsanitize=fuzzer-no-link $(FUZZ_SAN) -MMD -MP -c -o $@ $<

$(FUZZ_REPLAYS): $(BUILD)/asan/fuzz-replay-%: $(BUILD)/asan/tests/fuzz/replay.o $(BUILD)/asan/tests/fuzz/fuzz_%.o $(ASAN_LIB)
	@echo "  LD      $@"
	$(Q)$(CC) $(CFLAGS) $(SAN) -o $@ $^ $(LDLIBS)

check-run: $(FUZZ_REPLAYS)

-include $(FUZZ_LIB:.o=.d) $(FUZZ_OBJS:.o=.d) $(REPLAY_OBJS:.o=.d)
