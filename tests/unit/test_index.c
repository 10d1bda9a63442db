/* Unit tests for stages/index: an entry's lines read back as they were
 * added, sections left out when not asked for, damage found per section,
 * an entry grown from an older one, a last unfinished line dropped; the
 * store's folder and file modes, its round trip and damaged files; the
 * racy-clean rule (docs/reference.md §12); the tool links the recall rule
 * reads again (§4.3), kept across a growth; the folders' listings (dirs.h):
 * given back only for their key when trusted, saved only when changed,
 * loaded back, a damaged or unsafe file ignored. */
#include "tests/unit/unit.h"

#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <dirent.h>
#include <fcntl.h>

#include "stages/index/dirs.h"
#include "stages/index/entry.h"
#include "stages/index/store.h"
#include "stages/filter.h"
#include "stages/recall_cutoff.h"

/* A user line: two text pieces (one noise), a tool input piece with a
 * recall offset, a thinking piece, and one tool input. */
static struct piece pieces[4];
static cJSON *input;

static void line_view_of(struct line_view *lv, const char *uuid, const char *text)
{
	memset(lv, 0, sizeof *lv);
	lv->kind = LINE_USER;
	lv->session_id = "s-1";
	lv->uuid = uuid;
	lv->cwd = "/home/ana/app";
	lv->has_ts = true;
	lv->ts = (struct instant){1750000000, 123000000};
	lv->ts_raw = "2025-06-15T15:06:40.123Z";
	lv->dedup_by_text = true;
	pieces[0] = (struct piece){text, strlen(text), KO_TEXT, false, true, 0};
	pieces[1] = (struct piece){"<system-reminder>x", 18, KO_TEXT, true, false, 0};
	pieces[2] = (struct piece){"Read src/a.c", 12, KO_TOOL, false, false, 5};
	pieces[3] = (struct piece){"hmm", 3, KO_THINKING, false, false, -1};
	lv->pieces = pieces;
	lv->npieces = 4;
	if (!input)
		input = cJSON_Parse("{\"file_path\":\"src/a.c\"}");
	static const cJSON *inputs[1];
	inputs[0] = input;
	lv->tool_inputs = inputs;
	lv->ntool_inputs = 1;
}

static const struct ix_key key = {1, 2, 300, 1000000000, 1000000001};

/* An entry of three lines: 1 valid, 3 malformed, 4 valid (another uuid). */
static void make_entry(struct sbuf *out)
{
	struct ix_builder *b = ix_builder_new();
	ix_builder_start(b, NULL);
	struct line_view lv;
	line_view_of(&lv, "u-1", "first prompt");
	ix_builder_add(b, &lv, true, 1, 0, 100, 0);
	ix_builder_add(b, NULL, false, 3, 101, 9, 0);
	line_view_of(&lv, "0a1b2c3d-4e5f-6789-abcd-ef0123456789", "second");
	ix_builder_add(b, &lv, false, 4, 111, 50, 0);
	ix_builder_finish(b, &key, 162, 4, 77, 1, "/tmp/src.jsonl", 5000000000, out);
	ix_builder_free(b);
}

struct reader {
	struct piece *p;
	size_t cap;
	const char **t;
	size_t capt;
	struct tool_link *k;
	size_t capk;
};

static void test_round_trip(void **state)
{
	(void)state;
	struct sbuf out = {0};
	make_entry(&out);
	struct ix_entry e;
	const char *why = NULL;
	assert_int_equal(ix_entry_open(&e, out.data, out.len, out.len, &why), 0);
	assert_true(ix_entry_check(&e, IX_TABLES));
	for (int s = 0; s < IX_NSECTIONS; s++)
		assert_true(ix_entry_check(&e, (enum ix_section)s));
	/* The tool texts and inputs are kept compressed. */
	void *plain = malloc(ix_entry_plain_size(&e, ~0u) + 1);
	assert_true(ix_entry_expand(&e, ~0u, plain));
	assert_true(ix_key_eq(&e.key, &key));
	assert_int_equal(e.nrecs, 3);
	assert_int_equal(e.lines, 4);
	assert_int_equal(e.end, 162);
	assert_int_equal(e.hash, 77);
	assert_int_equal(e.source, 1);
	assert_string_equal(e.path, "/tmp/src.jsonl");

	struct reader r = {0};
	struct ix_line l;
	ix_entry_line(&e, 0, ~0u, &r.p, &r.cap, &r.t, &r.capt, &r.k, &r.capk, &l);
	assert_false(l.malformed);
	assert_true(l.event);
	assert_int_equal(l.line, 1);
	assert_int_equal(l.len, 100);
	assert_string_equal(l.lv.uuid, "u-1");
	assert_string_equal(l.lv.session_id, "s-1");
	assert_string_equal(l.lv.cwd, "/home/ana/app");
	assert_string_equal(l.lv.ts_raw, "2025-06-15T15:06:40.123Z");
	assert_true(l.lv.has_ts && l.lv.dedup_by_text && !l.lv.noise_line);
	assert_int_equal(l.lv.ts.sec, 1750000000);
	assert_int_equal(l.lv.ts.nsec, 123000000);
	assert_int_equal(l.lv.npieces, 4);
	assert_string_equal(l.lv.pieces[0].s, "first prompt");
	assert_true(l.lv.pieces[0].prompt);
	assert_true(l.lv.pieces[1].noise);
	assert_int_equal(l.lv.pieces[2].order, KO_TOOL);
	assert_int_equal(l.lv.pieces[2].recall_off, 5);
	assert_string_equal(l.lv.pieces[3].s, "hmm");
	assert_int_equal(l.ntool_json, 1);
	assert_string_equal(l.tool_json[0], "[{\"file_path\":\"src/a.c\"}]");

	ix_entry_line(&e, 1, ~0u, &r.p, &r.cap, &r.t, &r.capt, &r.k, &r.capk, &l);
	assert_true(l.malformed);
	assert_int_equal(l.line, 3);
	assert_int_equal(l.off, 101);

	/* Only the tables and message texts: no tool or thinking piece. */
	ix_entry_line(&e, 2, 1u << IX_TABLES | 1u << IX_TEXT_TEXT, &r.p, &r.cap, &r.t, &r.capt, &r.k, &r.capk,
		      &l);
	assert_false(l.event);
	assert_string_equal(l.lv.uuid, "0a1b2c3d-4e5f-6789-abcd-ef0123456789");
	assert_int_equal(l.lv.npieces, 2);
	assert_string_equal(l.lv.pieces[0].s, "second");
	assert_int_equal(l.lv.pieces[1].order, KO_TEXT);
	free(plain);
	free(r.p);
	free(r.t);
	free(r.k);
	sbuf_free(&out);
}

static void test_damage(void **state)
{
	(void)state;
	struct sbuf out = {0};
	make_entry(&out);
	struct ix_entry e;
	const char *why = NULL;
	/* Each section's damage is found by its own check only. */
	for (int s = 0; s < IX_NSECTIONS; s++) {
		assert_int_equal(ix_entry_open(&e, out.data, out.len, out.len, &why), 0);
		if (!e.sec_len[s])
			continue;
		out.data[e.sec_off[s] + e.sec_len[s] / 2] ^= 0x20;
		assert_int_equal(ix_entry_open(&e, out.data, out.len, out.len, &why), 0);
		for (int t = 0; t < IX_NSECTIONS; t++)
			assert_int_equal(ix_entry_check(&e, (enum ix_section)t), t != s);
		out.data[e.sec_off[s] + e.sec_len[s] / 2] ^= 0x20;
	}
	/* Read in part: the sections before the end read are there, the
	 * others are not (and not taken for sound). */
	assert_int_equal(ix_entry_open(&e, out.data, out.len, out.len, &why), 0);
	size_t part = ix_entry_end(&e, 1u << IX_TABLES | 1u << IX_TEXT_TEXT);
	assert_true(part < out.len);
	assert_int_equal(ix_entry_open(&e, out.data, part, out.len, &why), 0);
	assert_true(ix_entry_check(&e, IX_TABLES));
	assert_true(ix_entry_check(&e, IX_TEXT_TEXT));
	assert_false(ix_entry_check(&e, IX_TEXT_TOOL));
	assert_false(ix_entry_check(&e, IX_INPUTS));
	/* Cut short, another magic, another version. */
	assert_int_equal(ix_entry_open(&e, out.data, out.len - 1, out.len - 1, &why), -1);
	assert_string_equal(why, "truncated");
	assert_int_equal(ix_entry_open(&e, out.data, 40, 40, &why), -1);
	out.data[0] = 'X';
	assert_int_equal(ix_entry_open(&e, out.data, out.len, out.len, &why), -1);
	assert_string_equal(why, "not an index entry");
	out.data[0] = 'M';
	out.data[8]++;
	assert_int_equal(ix_entry_open(&e, out.data, out.len, out.len, &why), -1);
	assert_string_equal(why, "written by another version of memgrep");
	sbuf_free(&out);
}

static void test_grow_and_truncate(void **state)
{
	(void)state;
	struct sbuf old = {0}, out = {0};
	make_entry(&old);
	struct ix_entry e, g;
	const char *why = NULL;
	assert_int_equal(ix_entry_open(&e, old.data, old.len, old.len, &why), 0);
	void *plain = malloc(ix_entry_plain_size(&e, ~0u) + 1);
	assert_true(ix_entry_expand(&e, ~0u, plain));
	struct ix_builder *b = ix_builder_new();
	ix_builder_start(b, &e);
	struct line_view lv;
	line_view_of(&lv, "u-3", "third");
	ix_builder_add(b, &lv, false, 5, 162, 40, 0);
	line_view_of(&lv, "u-4", "unfinished");
	ix_builder_add(b, &lv, false, 6, 203, 10, 0);
	/* The last line has no newline yet: dropped. */
	ix_builder_truncate(b, 203);
	ix_builder_finish(b, &key, 203, 5, 78, 1, "/tmp/src.jsonl", 6000000000, &out);
	ix_builder_free(b);
	assert_int_equal(ix_entry_open(&g, out.data, out.len, out.len, &why), 0);
	for (int s = 0; s < IX_NSECTIONS; s++)
		assert_true(ix_entry_check(&g, (enum ix_section)s));
	void *plain2 = malloc(ix_entry_plain_size(&g, ~0u) + 1);
	assert_true(ix_entry_expand(&g, ~0u, plain2));
	assert_int_equal(g.nrecs, 4);
	struct reader r = {0};
	struct ix_line l;
	const char *uuids[] = {"u-1", NULL, "0a1b2c3d-4e5f-6789-abcd-ef0123456789", "u-3"};
	for (size_t i = 0; i < 4; i++) {
		ix_entry_line(&g, i, ~0u, &r.p, &r.cap, &r.t, &r.capt, &r.k, &r.capk, &l);
		if (!uuids[i]) {
			assert_true(l.malformed);
			continue;
		}
		assert_string_equal(l.lv.uuid, uuids[i]);
		assert_int_equal(l.lv.npieces, 4);
		assert_string_equal(l.lv.pieces[3].s, "hmm");
		assert_string_equal(l.lv.session_id, "s-1");
	}
	assert_string_equal(l.lv.pieces[0].s, "third");
	free(plain);
	free(plain2);
	free(r.p);
	free(r.t);
	free(r.k);
	sbuf_free(&old);
	sbuf_free(&out);
}

static void test_store(void **state)
{
	(void)state;
	char tmpl[] = "/tmp/memgrep-ix-XXXXXX";
	assert_non_null(mkdtemp(tmpl));
	struct sbuf dir = {0};
	sbuf_printf(&dir, "%s/cache/memgrep", tmpl);
	struct ix_store s;
	struct mg_error err;
	assert_int_equal(ix_store_open(&s, dir.data, &err), 0);
	struct stat st;
	assert_int_equal(stat(dir.data, &st), 0);
	assert_int_equal(st.st_mode & 0777, 0700);

	struct sbuf out = {0};
	make_entry(&out);
	assert_int_equal(ix_store_save(&s, "/tmp/src.jsonl", out.data, out.len, &err), 0);
	struct ix_loaded l = {0};
	const char *why = NULL;
	assert_int_equal(ix_store_load(&s, "/tmp/src.jsonl", ~0u, &l, &why, &err), IX_OK);
	assert_int_equal(l.e.nrecs, 3);
	ix_loaded_free(&l);
	assert_int_equal(ix_store_load(&s, "/tmp/other.jsonl", ~0u, &l, &why, &err), IX_NONE);

	/* The entry file is private, and a damaged one is told apart. */
	struct sbuf file = {0};
	sbuf_printf(&file, "/bin/sh -c 'stat -c %%a %s/*.mgi | grep -qx 600'", dir.data);
	assert_int_equal(system(file.data), 0);
	sbuf_reset(&file);
	sbuf_printf(
	    &file, "/bin/sh -c 'for f in %s/*.mgi; do printf JUNK | dd of=$f conv=notrunc 2>/dev/null; done'",
	    dir.data);
	assert_int_equal(system(file.data), 0);
	assert_int_equal(ix_store_load(&s, "/tmp/src.jsonl", ~0u, &l, &why, &err), IX_CORRUPT);
	assert_string_equal(why, "not an index entry");
	ix_store_remove(&s, "/tmp/src.jsonl");
	assert_int_equal(ix_store_load(&s, "/tmp/src.jsonl", ~0u, &l, &why, &err), IX_NONE);
	ix_store_close(&s);
	ix_loaded_free(&l);
	sbuf_free(&file);
	sbuf_free(&out);
	sbuf_free(&dir);
	assert_int_equal(unit_rm_tree(tmpl), 0);
}

/* What the entry keeps of a tool input answers --file as the input does. */
static void test_touch_fields(void **state)
{
	(void)state;
	const char *inputs[] = {
	    "{\"file_path\":\"/w/src/a.c\",\"content\":\"x\"}",
	    "{\"edits\":[{\"path\":\"src/a.c\"},{\"path\":\"b.c\"}],\"command\":{\"path\":\"c.c\"}}",
	    "{\"command\":[\"bash\",\"-lc\",\"cat src/a.c | head\"],\"workdir\":\"/w\"}",
	    "{\"command\":\"rg x >src/a.c\",\"notebook_path\":7,\"path\":[\"a.c\"]}",
	    "\"sed -n 1p src/a.c\"",
	    "[\"src/a.c\",{\"file_path\":\"a.c\"}]",
	    "{\"a\":{\"b\":{\"c\":{\"file_path\":\"x/a.c\"}}}}",
	    "42",
	};
	const char *paths[] = {"src/a.c", "a.c", "b.c", "c.c", "x", "head"};
	for (size_t i = 0; i < sizeof inputs / sizeof *inputs; i++) {
		cJSON *in = cJSON_Parse(inputs[i]);
		assert_non_null(in);
		cJSON *kept = filter_touch_fields(in);
		char *text = cJSON_PrintUnformatted(kept);
		cJSON *back = cJSON_Parse(text);
		for (size_t k = 0; k < sizeof paths / sizeof *paths; k++) {
			const cJSON *a[] = {in}, *b[] = {back};
			if (filter_touches(paths[k], a, 1) != filter_touches(paths[k], b, 1))
				fail_msg("input %zu, path %s: %s keeps another answer", i, paths[k], text);
		}
		cJSON_free(text);
		cJSON_Delete(back);
		cJSON_Delete(kept);
		cJSON_Delete(in);
	}
}

static void test_trusted(void **state)
{
	(void)state;
	struct ix_key k = {0, 0, 0, 5000000001, 5000000001};
	assert_true(ix_trusted(&k, 5100000000));
	assert_false(ix_trusted(&k, 5010000000));
	/* Whole seconds: the file system may keep no more. */
	k.mtime_ns = k.ctime_ns = 5000000000;
	assert_false(ix_trusted(&k, 6500000000));
	assert_true(ix_trusted(&k, 7500000000));
	/* The later of the two times counts. */
	k = (struct ix_key){0, 0, 0, 1000000001, 5000000001};
	assert_false(ix_trusted(&k, 5010000000));
}

/* A line's pieces are the rows up to the next line's first: a line of
 * 70000 pieces (over a 16-bit count) reads back whole, and the line after
 * it with its own one; the last line's end is the table's. */
/* A rewind line (docs/reference.md §10) keeps the id it rewinds to, a
 * uuid in its binary form or any other string, and has no uuid of its own;
 * the line after it keeps its own, and whether it says its file is a
 * subagent's chat. */
static void test_rewind(void **state)
{
	(void)state;
	static const char *const to[] = {"0a1b2c3d-4e5f-6789-abcd-ef0123456789", "m1", ""};
	struct ix_builder *b = ix_builder_new();
	ix_builder_start(b, NULL);
	for (uint32_t i = 0; i < 3; i++) {
		struct line_view lv = {.kind = LINE_OTHER, .rewind_to = to[i]};
		ix_builder_add(b, &lv, false, 2 * i + 1, 10 * i, 5, 0);
		line_view_of(&lv, "0a1b2c3d-4e5f-6789-abcd-ef0123456789", "after");
		lv.ntool_inputs = 0;
		lv.subagent = i == 1;
		ix_builder_add(b, &lv, false, 2 * i + 2, 10 * i + 5, 5, 0);
	}
	struct sbuf out = {0};
	ix_builder_finish(b, &key, 30, 6, 77, 2, "/tmp/src.jsonl", 5000000000, &out);
	ix_builder_free(b);
	struct ix_entry e;
	const char *why = NULL;
	assert_int_equal(ix_entry_open(&e, out.data, out.len, out.len, &why), 0);
	for (int s = 0; s < IX_NSECTIONS; s++)
		assert_true(ix_entry_check(&e, (enum ix_section)s));
	void *plain = malloc(ix_entry_plain_size(&e, ~0u) + 1);
	assert_true(ix_entry_expand(&e, ~0u, plain));
	struct reader r = {0};
	struct ix_line l;
	for (size_t i = 0; i < 3; i++) {
		ix_entry_line(&e, 2 * i, ~0u, &r.p, &r.cap, &r.t, &r.capt, &r.k, &r.capk, &l);
		assert_string_equal(l.lv.rewind_to, to[i]);
		assert_null(l.lv.uuid);
		assert_int_equal(l.lv.kind, LINE_OTHER);
		ix_entry_line(&e, 2 * i + 1, ~0u, &r.p, &r.cap, &r.t, &r.capt, &r.k, &r.capk, &l);
		assert_null(l.lv.rewind_to);
		assert_string_equal(l.lv.uuid, "0a1b2c3d-4e5f-6789-abcd-ef0123456789");
		assert_int_equal(l.lv.subagent, i == 1);
	}
	free(plain);
	free(r.p);
	free(r.t);
	free(r.k);
	sbuf_free(&out);
}

static void test_many_pieces(void **state)
{
	(void)state;
	enum { MANY = 70000 };
	struct piece *many = calloc(MANY, sizeof *many);
	for (size_t i = 0; i < MANY; i++)
		many[i] = (struct piece){i % 2 ? "odd" : "even", i % 2 ? 3 : 4, KO_TEXT, false, false, -1};
	struct line_view lv;
	line_view_of(&lv, "u-1", "x");
	lv.pieces = many;
	lv.npieces = MANY;
	lv.ntool_inputs = 0;
	struct ix_builder *b = ix_builder_new();
	ix_builder_start(b, NULL);
	ix_builder_add(b, &lv, false, 1, 0, 100, 0);
	line_view_of(&lv, "u-2", "after");
	ix_builder_add(b, &lv, false, 2, 100, 50, 0);
	struct sbuf out = {0};
	ix_builder_finish(b, &key, 150, 2, 77, 1, "/tmp/src.jsonl", 5000000000, &out);
	ix_builder_free(b);
	struct ix_entry e;
	const char *why = NULL;
	assert_int_equal(ix_entry_open(&e, out.data, out.len, out.len, &why), 0);
	for (int s = 0; s < IX_NSECTIONS; s++)
		assert_true(ix_entry_check(&e, (enum ix_section)s));
	void *plain = malloc(ix_entry_plain_size(&e, ~0u) + 1);
	assert_true(ix_entry_expand(&e, ~0u, plain));
	struct reader r = {0};
	struct ix_line l;
	ix_entry_line(&e, 0, ~0u, &r.p, &r.cap, &r.t, &r.capt, &r.k, &r.capk, &l);
	assert_int_equal(l.lv.npieces, MANY);
	assert_string_equal(l.lv.pieces[MANY - 1].s, "odd");
	assert_int_equal(l.ntool_json, 0);
	ix_entry_line(&e, 1, ~0u, &r.p, &r.cap, &r.t, &r.capt, &r.k, &r.capk, &l);
	assert_int_equal(l.lv.npieces, 4);
	assert_string_equal(l.lv.pieces[0].s, "after");
	assert_int_equal(l.ntool_json, 1);
	free(r.p);
	free(r.t);
	free(r.k);
	free(plain);
	free(many);
	sbuf_free(&out);
}

/* An entry keeps a line's event calls and linked results, with their ids,
 * verdicts and a call's tool; not its other calls and results. */
static void test_links(void **state)
{
	(void)state;
	struct tool_link links[] = {
	    {.id = "t1", .name = "Bash", .verdict = RV_CALL_MEMGREP},
	    {.id = "t2", .name = "Read", .verdict = RV_CALL},
	    {.name = "Bash", .verdict = RV_CALL_MEMORY}, /* no id: nothing to link */
	    {.id = "t0", .result = true, .linked = true, .verdict = RV_RESULT_EMPTY},
	    {.id = "t9", .result = true, .verdict = RV_RESULT},
	};
	struct line_view lv;
	line_view_of(&lv, "u-1", "x");
	lv.links = links;
	lv.nlinks = sizeof links / sizeof *links;
	struct ix_builder *b = ix_builder_new();
	ix_builder_start(b, NULL);
	ix_builder_add(b, &lv, false, 1, 0, 100, 0);
	line_view_of(&lv, "u-2", "no links");
	ix_builder_add(b, &lv, false, 2, 100, 50, 0);
	struct sbuf out = {0};
	ix_builder_finish(b, &key, 150, 2, 77, 1, "/tmp/src.jsonl", 5000000000, &out);
	/* Grown: the older entry's links stay, the new line's follow. */
	struct ix_entry e;
	const char *why = NULL;
	assert_int_equal(ix_entry_open(&e, out.data, out.len, out.len, &why), 0);
	for (int s = 0; s < IX_NSECTIONS; s++)
		assert_true(ix_entry_check(&e, (enum ix_section)s));
	void *plain = malloc(ix_entry_plain_size(&e, ~0u) + 1);
	assert_true(ix_entry_expand(&e, ~0u, plain));
	ix_builder_start(b, &e);
	line_view_of(&lv, "u-3", "grown");
	struct tool_link more = {.id = "t1", .result = true, .linked = true, .verdict = RV_RESULT};
	lv.links = &more;
	lv.nlinks = 1;
	ix_builder_add(b, &lv, false, 3, 150, 20, 0);
	struct sbuf grown = {0};
	ix_builder_finish(b, &key, 170, 3, 78, 1, "/tmp/src.jsonl", 5000000000, &grown);
	ix_builder_free(b);
	struct ix_entry g;
	assert_int_equal(ix_entry_open(&g, grown.data, grown.len, grown.len, &why), 0);
	assert_true(ix_entry_check(&g, IX_TABLES));
	struct reader r = {0};
	struct ix_line l;
	struct ix_info info;
	ix_entry_info(&g, 0, &info);
	assert_true(info.event);
	ix_entry_line(&g, 0, 1u << IX_TABLES, &r.p, &r.cap, &r.t, &r.capt, &r.k, &r.capk, &l);
	assert_int_equal(l.lv.nlinks, 2);
	assert_string_equal(l.lv.links[0].id, "t1");
	assert_string_equal(l.lv.links[0].name, "Bash");
	assert_false(l.lv.links[0].result);
	assert_int_equal(l.lv.links[0].verdict, RV_CALL_MEMGREP);
	assert_string_equal(l.lv.links[1].id, "t0");
	assert_null(l.lv.links[1].name);
	assert_true(l.lv.links[1].result && l.lv.links[1].linked);
	assert_int_equal(l.lv.links[1].verdict, RV_RESULT_EMPTY);
	assert_false(l.event);
	ix_entry_info(&g, 1, &info);
	assert_false(info.event);
	ix_entry_line(&g, 1, 1u << IX_TABLES, &r.p, &r.cap, &r.t, &r.capt, &r.k, &r.capk, &l);
	assert_int_equal(l.lv.nlinks, 0);
	ix_entry_line(&g, 2, 1u << IX_TABLES, &r.p, &r.cap, &r.t, &r.capt, &r.k, &r.capk, &l);
	assert_int_equal(l.lv.nlinks, 1);
	assert_string_equal(l.lv.links[0].id, "t1");
	assert_int_equal(l.lv.links[0].verdict, RV_RESULT);
	free(r.p);
	free(r.t);
	free(r.k);
	free(plain);
	sbuf_free(&out);
	sbuf_free(&grown);
}

/* A folder's stat: its key, with both times ctime_ns. */
static struct stat dir_stat(ino_t ino, int64_t ctime_ns)
{
	struct stat st;
	memset(&st, 0, sizeof st);
	st.st_dev = 7;
	st.st_ino = ino;
	st.st_size = 4096;
	st.st_mode = S_IFDIR | 0755;
	st.st_mtim.tv_sec = st.st_ctim.tv_sec = ctime_ns / 1000000000;
	st.st_mtim.tv_nsec = st.st_ctim.tv_nsec = ctime_ns % 1000000000;
	return st;
}

static const char NAMES[] = "\x08"
			    "a.jsonl\0\x04"
			    "sub\0";

static void test_dirs(void **state)
{
	(void)state;
	char tmpl[] = "/tmp/memgrep-dirs-XXXXXX";
	assert_non_null(mkdtemp(tmpl));
	struct ix_store s;
	struct mg_error err;
	assert_int_equal(ix_store_open(&s, tmpl, &err), 0);
	int64_t now = ix_now_ns();
	struct stat old = dir_stat(1, now - 10000000000), fresh = dir_stat(2, now - 5000000);
	struct ix_dirs *d = ix_dirs_new();
	struct sbuf got = {0};
	assert_int_equal(ix_dirs_load(d, &s), 0); /* none yet */
	ix_dirs_put(d, &old, now, NAMES, sizeof NAMES - 1);
	ix_dirs_put(d, &fresh, now, NAMES, sizeof NAMES - 1);
	assert_true(ix_dirs_get(d, &old, &got));
	assert_int_equal(got.len, sizeof NAMES - 1);
	assert_memory_equal(got.data, NAMES, sizeof NAMES - 1);
	/* Changed within the grain of the stat: not trusted. */
	assert_false(ix_dirs_get(d, &fresh, &got));
	assert_int_equal(got.len, 0);
	/* Another key: its times, its size, its inode. */
	struct stat other = old;
	other.st_ctim.tv_nsec++;
	assert_false(ix_dirs_get(d, &other, &got));
	other = old;
	other.st_size = 8192;
	assert_false(ix_dirs_get(d, &other, &got));
	other = old;
	other.st_ino = 3;
	assert_false(ix_dirs_get(d, &other, &got));

	/* Saved, 0600, loaded back; not written again when nothing changed. */
	assert_int_equal(ix_dirs_save(d, &s, &err), 0);
	struct stat f1, f2;
	assert_int_equal(fstatat(s.fd, "dirs", &f1, 0), 0);
	assert_int_equal(f1.st_mode & 0777, 0600);
	struct ix_dirs *back = ix_dirs_new();
	assert_int_equal(ix_dirs_load(back, &s), 0);
	assert_int_equal(ix_dirs_count(back), 2);
	assert_true(ix_dirs_bytes(back) > sizeof NAMES);
	assert_true(ix_dirs_get(back, &old, &got));
	assert_memory_equal(got.data, NAMES, sizeof NAMES - 1);
	assert_int_equal(ix_dirs_save(back, &s, &err), 0);
	assert_int_equal(fstatat(s.fd, "dirs", &f2, 0), 0);
	assert_int_equal(f1.st_ino, f2.st_ino);

	/* A byte flipped: ignored (nothing given back), then written anew. */
	int fd = openat(s.fd, "dirs", O_RDWR);
	assert_true(fd >= 0);
	char c;
	assert_int_equal(pread(fd, &c, 1, f1.st_size / 2), 1);
	c ^= 0x40;
	assert_int_equal(pwrite(fd, &c, 1, f1.st_size / 2), 1);
	close(fd);
	assert_int_equal(ix_dirs_load(back, &s), -1);
	assert_int_equal(ix_dirs_count(back), 0);
	assert_false(ix_dirs_get(back, &old, &got));
	assert_int_equal(ix_dirs_save(back, &s, &err), 0);
	assert_int_equal(ix_dirs_load(back, &s), 0);

	/* A name that is not one a folder gives (a '/', ..) is never
	 * given back, whatever the checksum says. */
	static const char BAD[] = "\x08../x.jsonl\0";
	ix_dirs_put(d, &old, now, BAD, sizeof BAD - 1);
	assert_int_equal(ix_dirs_save(d, &s, &err), 0);
	assert_int_equal(ix_dirs_load(back, &s), -1);
	assert_false(ix_dirs_get(back, &old, &got));
	assert_true(ix_dirs_remove(&s));
	assert_false(ix_dirs_remove(&s));

	ix_dirs_free(back);
	ix_dirs_free(d);
	ix_dirs_free(NULL);
	sbuf_free(&got);
	ix_store_close(&s);
	assert_int_equal(unit_rm_tree(tmpl), 0);
}

const struct CMUnitTest index_tests[] = {
    cmocka_unit_test(test_round_trip),
    cmocka_unit_test(test_many_pieces),
    cmocka_unit_test(test_rewind),
    cmocka_unit_test(test_damage),
    cmocka_unit_test(test_grow_and_truncate),
    cmocka_unit_test(test_store),
    cmocka_unit_test(test_trusted),
    cmocka_unit_test(test_touch_fields),
    cmocka_unit_test(test_links),
    cmocka_unit_test(test_dirs),
};

const size_t index_tests_n = sizeof index_tests / sizeof index_tests[0];
