/* combos: the combinations of options refused (see combos.h). Each check
 * reads the options as config_parse has settled them and fails with one
 * line that names both options and says which to leave out. */
#include "config/combos.h"

#include <string.h>

/* memgrep index: --keep and --no-keep: both, or one with what does not
 * build. */
static int combos_keep(const struct config *cfg, const char *look, struct mg_error *err)
{
	if (cfg->index_keep && cfg->index_no_keep) {
		mg_error_set(err, "--keep and --no-keep: one turns keeping on, the other off (leave out one "
				  "of them)");
		return -1;
	}
	if ((cfg->index_keep || cfg->index_no_keep) && look) {
		mg_error_set(err,
			     "%s and %s: keeping is turned on or off by a build of the index (leave out "
			     "one of them)",
			     cfg->index_keep ? "--keep" : "--no-keep", look);
		return -1;
	}
	if (cfg->has_forget_before && !cfg->index_forget) {
		mg_error_set(err, "--older-than says which kept sessions --forget drops: add --forget");
		return -1;
	}
	return 0;
}

/* memgrep index: --stats, --clear and --forget each do one thing instead
 * of building, on the whole folder; the index is built only when it is
 * on, and of files (not of standard input). */
int combos_index(const struct config *cfg, const char *mode, struct mg_error *err)
{
	const char *look = cfg->stats	       ? "--stats"
			   : cfg->index_clear  ? "--clear"
			   : cfg->index_forget ? "--forget"
					       : NULL;
	if (cfg->stats && cfg->index_clear) {
		mg_error_set(err, "--stats and --clear: one tells what the index holds, the other empties it "
				  "(leave out one of them)");
		return -1;
	}
	if (cfg->index_forget && (cfg->stats || cfg->index_clear)) {
		mg_error_set(err,
			     "%s and --forget: each does one thing instead of building (leave out one of "
			     "them)",
			     look);
		return -1;
	}
	if (combos_keep(cfg, look, err))
		return -1;
	if (look && cfg->npaths) {
		mg_error_set(err, "memgrep index %s is about the whole index: it takes no PATH", look);
		return -1;
	}
	if (!look && mode && strcmp(mode, "off") == 0) {
		mg_error_set(err, "the index is off (MEMGREP_INDEX=off)");
		return -1;
	}
	for (size_t i = 0; i < cfg->npaths; i++) {
		if (strcmp(cfg->paths[i], "-") == 0) {
			mg_error_set(err, "memgrep index makes entries of session files: - (standard input) "
					  "is not one");
			return -1;
		}
	}
	return 0;
}

/* What the text sources are ("markdown memory"), for messages. */
static const char *text_sources_what(void)
{
	for (size_t i = 0; i < SOURCE_COUNT; i++)
		if (source_table[i].shape == SHAPE_TEXT)
			return source_table[i].what;
	return "text";
}

/* The combinations refused (docs/reference.md §4.5, §4.7). */
int combos_search(const struct config *cfg, struct mg_error *err)
{
	if (cfg->stream && (cfg->format == FMT_JSON || cfg->format == FMT_COUNT)) {
		mg_error_set(
		    err,
		    "--stream prints messages as they are found: use --format text, tsv or jsonl, or -l");
		return -1;
	}
	if (cfg->timeline && !(cfg->sources & source_session_bits())) {
		mg_error_set(err,
			     "--timeline charts session messages: add a session source to --source "
			     "(%s lines have no times)",
			     text_sources_what());
		return -1;
	}
	if (cfg->fuzzy && cfg->regex) {
		mg_error_set(err, "--fuzzy applies to literal terms: leave out -e/--regex");
		return -1;
	}
	if (cfg->timeline && (cfg->stream || (cfg->format != FMT_TEXT && cfg->format != FMT_JSON))) {
		mg_error_set(
		    err, "--timeline draws a chart (text) or gives its buckets (--format json): leave out "
			 "--stream, -l, -c and --format tsv|jsonl");
		return -1;
	}
	if (cfg->stream && cfg->resume) {
		mg_error_set(err,
			     "--resume adds a line under each session's header: --stream prints none (leave "
			     "out one of them)");
		return -1;
	}
	if (cfg->partial && (cfg->stream || cfg->explain)) {
		mg_error_set(err, "--partial prints results for memgrep merge: leave out %s",
			     cfg->stream ? "--stream" : "--explain");
		return -1;
	}
	if (cfg->stream && cfg->scope == SCOPE_SESSION) {
		mg_error_set(err, "--stream cannot wait for whole sessions: leave out --scope session");
		return -1;
	}
	return 0;
}

/* Options that say something only with another one, or that the other
 * one makes void: a usage error naming both (docs/reference.md §4.5). */
int combos_pairs(const struct config *cfg, const struct parse *p, struct mg_error *err)
{
	const char *paging = p->count_given	 ? "-n/--sessions"
			     : p->messages_given ? "-m/--messages"
						 : "--offset";
	if (cfg->null_sep && cfg->format != FMT_FILES && cfg->format != FMT_COUNT && !p->files_from_nul) {
		mg_error_set(err, "-0/--null ends the entries of -l or -c: add one of them, or leave out -0");
		return -1;
	}
	if (cfg->header && cfg->format != FMT_TSV) {
		mg_error_set(
		    err,
		    "--header names the columns of --format tsv: add --format tsv, or leave out --header");
		return -1;
	}
	if (cfg->command == CMD_SEARCH && p->messages_given && !cfg->messages && !cfg->flat &&
	    cfg->format == FMT_TSV) {
		mg_error_set(err, "--format tsv prints a row per message and -m 0 prints none: for a line "
				  "per session use text or --format jsonl, or leave out -m 0");
		return -1;
	}
	if (cfg->stream && (p->count_given || p->messages_given || p->offset_given)) {
		mg_error_set(
		    err,
		    "--stream prints every match as it is found, unranked: %s does not apply (leave out "
		    "one of them)",
		    paging);
		return -1;
	}
	return 0;
}
