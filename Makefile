# memgrep: hand-written GNU Makefile. `make` builds ./memgrep; `make check`
# runs every test (unit tests and end-to-end tests under ASan+UBSan, then the
# conformance cases); `make demo` installs what is missing, builds and runs a
# search over tests/sample. Quiet unless V=1.

PKGS     := libhs libuv libcjson ck
CC       ?= cc
CFLAGS   ?= -O2 -g
WARN     := -Wall -Wextra -Werror -Wno-unused-parameter
PKG_CFLAGS := $(shell pkg-config --cflags $(PKGS) 2>/dev/null)
PKG_LIBS   := $(shell pkg-config --libs $(PKGS) 2>/dev/null)
CPPFLAGS += -I. -I$(BUILD)/gen -D_GNU_SOURCE $(PKG_CFLAGS)
LDLIBS   += $(PKG_LIBS) -lpthread -lm
BUILD    ?= build
SAN      := -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined

SRCS     := $(wildcard pipeline/*.c config/*.c stages/*.c)
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

.PHONY: all check demo bench fuzz install clean deps format unit e2e conformance
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

# The noise markers live once, in config/noise-markers.txt; the build turns
# them into a C string table.
$(GEN): config/noise-markers.txt config/embed-lines.sh
	@mkdir -p $(dir $@)
	$(Q)sh config/embed-lines.sh < $< > $@

deps:
	$(Q)sh .ci/install-deps

unit: $(BUILD)/asan/unit-tests
	$(Q)$(BUILD)/asan/unit-tests

check: memgrep $(BUILD)/asan/memgrep $(BUILD)/asan/unit-tests
	$(Q)sh tests/run-all

demo: deps memgrep
	$(Q)sh tests/demo

bench: memgrep
	$(Q)perf/bench

format:
	$(Q)find pipeline config stages tests perf -name '*.[ch]' ! -name unicode_data.c | xargs clang-format -i

install: memgrep
	install -D -m 755 memgrep $(DESTDIR)$(PREFIX)/bin/memgrep

PREFIX ?= /usr/local

clean:
	rm -rf build memgrep

-include $(REL_OBJS:.o=.d) $(ASAN_OBJS:.o=.d) $(UNIT_OBJS:.o=.d)

$(BUILD)/perf/readbench: perf/readbench.c
	@mkdir -p $(dir $@)
	$(Q)$(CC) $(CFLAGS) $(WARN) -o $@ $<
