/* pick: the loop of `memgrep pick` (see pick.h). It waits (poll) on the
 * terminal and on the pipe its two workers wake it through: one runs the
 * list's search, one the preview's `show`. A key that changes the query
 * or the filters starts a new search at once, which stops the one
 * running; an answer that a newer request has made stale is dropped.
 * While a search runs, the rows it has found so far are taken from its
 * worker at each wake (at most every PICK_STREAM_MS) and ranked into a
 * provisional list, which its ranked list replaces when it ends. Keys are
 * read and drawn before anything else of a turn of the loop.
 *
 * The terminal is restored on every way out: endwin, then the exit status
 * (docs/reference.md §15). The signals that end it (SIGINT, SIGTERM,
 * SIGHUP, SIGQUIT) only set a flag and wake the loop, which tears the
 * screen down and leaves with 128 + the signal; a terminal that has gone
 * (poll's hang-up, or reads that fail) ends it as SIGHUP does. It leaves
 * through _exit: the worker threads may be inside a search, which is
 * abandoned with the process. */
#include "pipeline/pick/pick.h"

#include <ck_pr.h>
#include <curses.h>
#include <errno.h>
#include <fcntl.h>
#include <langinfo.h>
#include <locale.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "base/text.h"
#include "base/visible.h"
#include "config/config.h"
#include "config/query.h"
#include "pipeline/pick/pick_exit.h"
#include "pipeline/pick/pick_ui.h"
#include "pipeline/pick/pick_work.h"

/* The signal that asked the loop to end (0: none), and the pipe's write
 * end the handler wakes it through. */
static volatile sig_atomic_t got_signal;
static volatile sig_atomic_t in_child; /* ctrl-o's pager runs: ctrl-c is its */
static int wake_w = -1;

static void on_signal(int sig)
{
	if (sig == SIGINT && in_child)
		return;
	got_signal = sig;
	char one = 1;
	if (write(wake_w, &one, 1) < 0) {
		/* full: the loop has a byte to read already */
	}
}

struct pick {
	struct pick_ui u;
	struct pick_args args;
	struct pick_worker search, show;
	int tty, wake_r, err_fd; /* err_fd: stderr as it was */
	unsigned gen, pgen;
	char *preview_key; /* what the preview asked for shows */
	char *copied;	   /* ctrl-y's command, printed at exit */
	char *enter_id;	   /* Enter on a provisional row: chosen when the list is final */
};

static const char *query_of(const struct pick *p)
{
	return p->u.query.len ? p->u.query.data : "";
}

static void set_note(struct pick *p, const char *note)
{
	free(p->u.note);
	p->u.note = note ? xstrdup(note) : NULL;
}

/* Hands the search of the query and filters as they are now to the
 * worker, which tells the rows as it finds them (found_rows), then the
 * ranked list (list_done). */
static void search_now(struct pick *p)
{
	struct pick_argv v = {0};
	pick_args_search(&p->args, &p->u.filter, query_of(p), &v);
	struct pick_job *j = pick_job_new(v.v, v.n, ++p->gen);
	j->stream = true;
	pick_argv_free(&v);
	pick_worker_submit(&p->search, j);
	p->u.searching = p->u.fresh = true;
	p->u.files_read = 0;
	p->u.started_ms = pick_now_ms();
	free(p->enter_id);
	p->enter_id = NULL;
	set_note(p, NULL);
}

/* Whether the query has a word show can highlight. */
static bool highlightable(const struct pick *p)
{
	struct query q;
	char err[128];
	if (pick_query_blank(query_of(p)) || query_parse(query_of(p), false, true, &q, err, sizeof err) != 0)
		return false;
	bool yes = q.npositive > 0;
	query_free(&q);
	return yes;
}

/* Asks for the selected session's preview, unless it shows it already. */
static void preview_now(struct pick *p)
{
	struct pick_ui *u = &p->u;
	if (u->sel >= u->list.n || u->lay.too_small)
		return;
	const char *id = u->list.rows[u->sel].id;
	const char *q = highlightable(p) ? query_of(p) : "";
	struct sbuf key = {0};
	sbuf_printf(&key, "%s\n%s\n%d\n%d", id, q, u->filter.tools, u->lay.prev_w);
	if (p->preview_key && strcmp(p->preview_key, key.data) == 0) {
		sbuf_free(&key);
		return;
	}
	free(p->preview_key);
	p->preview_key = key.data;
	struct pick_argv v = {0};
	pick_args_show(&p->args, &u->filter, q, id, &v);
	struct pick_job *j = pick_job_new(v.v, v.n, ++p->pgen);
	j->columns = (size_t)(u->lay.prev_w > 21 ? u->lay.prev_w - 1 : 20);
	pick_argv_free(&v);
	pick_worker_submit(&p->show, j);
	u->previewing = true;
	pick_preview_free(&u->preview);
}

/* The first line of what a failed job said. */
static char *failure_of(const struct pick_job *j)
{
	const char *msg = j->res.err.msg[0]   ? j->res.err.msg
			  : j->err && *j->err ? j->err
					      : "the search failed";
	size_t n = strcspn(msg, "\n");
	struct sbuf b = {0};
	visible_add_text(&b, msg, n);
	sbuf_adds(&b, "");
	return b.data;
}

static _Noreturn void choose(struct pick *p);

/* The user chose the selected row (moved to it): it is followed. */
static void keep_selected(struct pick_ui *u)
{
	free(u->kept);
	u->kept = u->sel < u->list.n ? xstrdup(u->list.rows[u->sel].id) : NULL;
}

/* Selects the row of the session the user chose, or the top one; false
 * when the list lacks it (it stays chosen: a provisional list may not
 * have told it yet). */
static bool reselect(struct pick_ui *u)
{
	u->sel = 0;
	for (size_t i = 0; u->kept && i < u->list.n; i++)
		if (strcmp(u->list.rows[i].id, u->kept) == 0) {
			u->sel = i;
			return true;
		}
	return false;
}

/* The rows the running search has found since the last look, added to
 * the provisional list (which replaces the last list at its first rows). */
static bool found_rows(struct pick *p)
{
	struct pick_ui *u = &p->u;
	struct pick_row *rows;
	uint64_t files = u->files_read;
	size_t n = pick_worker_found(&p->search, p->gen, &rows, &files);
	bool changed = files != u->files_read || n;
	u->files_read = files;
	if (!n)
		return changed;
	if (u->fresh) {
		bool sessions = pick_query_blank(query_of(p));
		pick_list_free(&u->list);
		u->list.sessions = sessions;
		u->fresh = false;
	}
	pick_list_merge(&u->list, rows, n, u->filter.sort < 0 ? p->args.sort : u->filter.sort);
	free(rows);
	reselect(u);
	return true;
}

static void list_done(struct pick *p, struct pick_job *j)
{
	struct pick_ui *u = &p->u;
	pick_list_free(&u->list);
	bool sessions = j->argc > 1 && strcmp(j->argv[1], "sessions") == 0;
	if (j->status == MG_ERROR) {
		u->list.error = failure_of(j);
		u->list.sessions = sessions;
	} else {
		pick_list_read(&u->list, j->out ? j->out : "", j->out_len, sessions);
	}
	u->list.ms = pick_now_ms() - u->started_ms;
	u->searching = u->fresh = false;
	if (!reselect(u)) {
		free(u->kept);
		u->kept = NULL;
	}
	if (p->enter_id) {
		/* Enter was pressed on a provisional row: its session, if final. */
		bool chosen = u->sel < u->list.n && strcmp(u->list.rows[u->sel].id, p->enter_id) == 0;
		free(p->enter_id);
		p->enter_id = NULL;
		if (chosen)
			choose(p);
		set_note(p, "the session chosen is not in the final list");
	}
	if (!u->list.n) {
		/* Nothing selected: no preview (a late one is dropped by its gen). */
		pick_preview_free(&u->preview);
		free(p->preview_key);
		p->preview_key = NULL;
		p->pgen++;
		u->previewing = false;
	}
	preview_now(p);
}

static void preview_done(struct pick *p, struct pick_job *j)
{
	struct pick_ui *u = &p->u;
	pick_preview_free(&u->preview);
	const char *id = u->sel < u->list.n ? u->list.rows[u->sel].id : "";
	pick_preview_read(&u->preview, id, j->out ? j->out : "", j->out_len);
	if (j->status == MG_ERROR)
		u->preview.error = failure_of(j);
	u->previewing = false;
	u->pscroll = u->whole && u->preview.first_hit > 2 ? u->preview.first_hit - 3 : 0;
}

/* Takes what the workers have finished; true when the screen changed. */
static bool take_done(struct pick *p)
{
	char buf[64];
	while (read(p->wake_r, buf, sizeof buf) > 0)
		;
	bool changed = false;
	struct pick_job *j = pick_worker_take(&p->search);
	if (j && j->gen == p->gen) {
		list_done(p, j);
		changed = true;
	} else if (p->u.searching) {
		changed = found_rows(p);
	}
	pick_job_free(j);
	j = pick_worker_take(&p->show);
	if (j && j->gen == p->pgen) {
		preview_done(p, j);
		changed = true;
	}
	pick_job_free(j);
	return changed;
}

/* Tears the screen down and leaves with status (see the file's head). */
static _Noreturn void leave(struct pick *p, int status)
{
	endwin();
	if (p->err_fd >= 0)
		dup2(p->err_fd, STDERR_FILENO);
	if (p->copied)
		fprintf(stderr, "memgrep: resume command (copied): %s\n", p->copied);
	fflush(NULL);
	_exit(status);
}

/* Enter: the chosen session printed, or resumed in this process's place. */
static _Noreturn void choose(struct pick *p)
{
	const struct pick_row *r = &p->u.list.rows[p->u.sel];
	endwin();
	if (p->err_fd >= 0)
		dup2(p->err_fd, STDERR_FILENO);
	if (p->args.print) {
		p->err_fd = -1;
		int st = pick_print(r, p->args.print_json, stdout);
		leave(p, st);
	}
	/* The agent gets the terminal: the screen's, whatever stdin and stdout were. */
	dup2(p->tty, STDIN_FILENO);
	dup2(p->tty, STDOUT_FILENO);
	int st = pick_resume(r);
	leave(p, st);
}

/* Enter: the selected session; a provisional row's once the list is
 * final (its resume command is the ranked list's). */
static void enter(struct pick *p)
{
	struct pick_ui *u = &p->u;
	if (u->sel >= u->list.n)
		return;
	if (!u->list.provisional)
		choose(p);
	free(p->enter_id);
	p->enter_id = xstrdup(u->list.rows[u->sel].id);
	keep_selected(u); /* chosen: it stays selected */
	set_note(p, "searching… Enter takes this session when the list is final");
}

/* ctrl-o: `memgrep show` of the selected session, through its pager, on
 * the terminal; the screen comes back when it ends. */
static void open_pager(struct pick *p)
{
	struct pick_ui *u = &p->u;
	struct pick_argv v = {0};
	pick_args_show(&p->args, &u->filter, highlightable(p) ? query_of(p) : "", u->list.rows[u->sel].id,
		       &v);
	for (int i = 0; i < v.n; i++)
		if (strcmp(v.v[i], "--no-pager") == 0) {
			free(v.v[i]);
			v.v[i] = xstrdup("--quiet");
		}
	def_prog_mode();
	endwin();
	in_child = 1;
	pid_t pid = fork();
	if (pid == 0) {
		dup2(p->tty, STDIN_FILENO);
		dup2(p->tty, STDOUT_FILENO);
		dup2(p->err_fd >= 0 ? p->err_fd : p->tty, STDERR_FILENO);
		signal(SIGINT, SIG_DFL);
		execv("/proc/self/exe", v.v);
		_exit(127);
	}
	while (pid > 0 && waitpid(pid, NULL, 0) < 0 && errno == EINTR && !got_signal)
		;
	in_child = 0;
	pick_argv_free(&v);
	reset_prog_mode();
	clearok(curscr, TRUE);
}

/* Moves the list's selection (or the preview, with the focus) by d rows;
 * the preview follows the selection. */
static void move_by(struct pick *p, long d)
{
	struct pick_ui *u = &p->u;
	if (u->focus_preview) {
		long n = (long)pick_preview_len(u), at = (long)u->pscroll + d;
		u->pscroll = (size_t)(at < 0 ? 0 : at >= n ? (n ? n - 1 : 0) : at);
		return;
	}
	long n = (long)u->list.n, at = (long)u->sel + d;
	u->sel = (size_t)(at < 0 ? 0 : at >= n ? (n ? n - 1 : 0) : at);
	keep_selected(u);
	preview_now(p);
}

static void query_changed(struct pick *p)
{
	p->u.focus_preview = false;
	search_now(p);
}

/* Backspace: the query's last code point; ctrl-w: its last word. */
static void query_erase(struct pick *p, bool word)
{
	struct sbuf *q = &p->u.query;
	if (!q->len)
		return;
	size_t n = q->len;
	while (word && n && q->data[n - 1] == ' ')
		n--;
	do {
		n--;
		while (n && (q->data[n] & 0xC0) == 0x80)
			n--;
	} while (word && n && q->data[n - 1] != ' ');
	q->len = n;
	q->data[n] = 0;
	query_changed(p);
}

static void query_add(struct pick *p, wint_t ch)
{
	if (ch < 0x20 || visible_is_control((int32_t)ch) || visible_is_bidi((int32_t)ch) || ch > 0x10FFFF)
		return;
	char buf[4];
	sbuf_add(&p->u.query, buf, text_encode((uint32_t)ch, buf));
	query_changed(p);
}

/* ctrl-f: all, the selected session's source, its project, all again.
 * Beside PATHs --source picks no files (every session source is on
 * there, docs/reference.md §1), so the source's step is left out: all,
 * the project, all again. */
static void narrow(struct pick *p)
{
	struct pick_filter *f = &p->u.filter;
	const struct pick_row *r = p->u.sel < p->u.list.n ? &p->u.list.rows[p->u.sel] : NULL;
	bool project = r && r->raw_project && *r->raw_project;
	if (f->project) {
		free(f->project);
		free(f->source);
		f->project = f->source = NULL;
	} else if (f->source || (p->args.given_files && r)) {
		if (project)
			f->project = xstrdup(r->raw_project);
		else
			free(f->source), f->source = NULL;
	} else if (r) {
		f->source = xstrdup(r->source);
	}
	search_now(p);
}

static void reset_filter(struct pick *p)
{
	struct pick_filter *f = &p->u.filter;
	free(f->source);
	free(f->project);
	*f = (struct pick_filter){.sort = -1};
	search_now(p);
}

static void copy_resume(struct pick *p)
{
	const struct pick_row *r = p->u.sel < p->u.list.n ? &p->u.list.rows[p->u.sel] : NULL;
	if (!r || !r->resume) {
		set_note(p, r ? "this session has no resume command" : NULL);
		return;
	}
	pick_copy(p->tty, r->resume);
	free(p->copied);
	p->copied = xstrdup(r->resume);
	set_note(p, "resume command copied (OSC 52); printed at exit too");
}

/* The keys of the filters and panes (docs/reference.md §15); false for a
 * key that is none of them. */
static bool control_key(struct pick *p, wint_t ch)
{
	struct pick_ui *u = &p->u;
	bool any = u->sel < u->list.n;
	switch (ch) {
	case '\t':
		u->focus_preview = !u->focus_preview;
		return true;
	case 1: /* ctrl-a */
		u->whole = !u->whole;
		u->pscroll = u->whole && u->preview.first_hit > 2 ? u->preview.first_hit - 3 : 0;
		return true;
	case 15: /* ctrl-o */
		if (any)
			open_pager(p);
		return true;
	case 25: /* ctrl-y */
		copy_resume(p);
		return true;
	case 19: /* ctrl-s */
		u->filter.sort = ((u->filter.sort < 0 ? p->args.sort : u->filter.sort) + 1) % PICK_SORTS;
		search_now(p);
		return true;
	case 20: /* ctrl-t */
		u->filter.tools = !u->filter.tools;
		search_now(p);
		return true;
	case 6: /* ctrl-f */
		narrow(p);
		return true;
	case 18: /* ctrl-r */
		reset_filter(p);
		return true;
	case 21: /* ctrl-u */
		sbuf_reset(&p->u.query);
		query_changed(p);
		return true;
	case 23: /* ctrl-w */
		query_erase(p, true);
		return true;
	}
	return false;
}

/* Esc alone quits; an escape sequence that the terminal's description
 * does not name (a key it does not know) is read to its end and ignored,
 * and so is Alt with a key. */
static void escape(struct pick *p)
{
	wint_t c;
	int kind = get_wch(&c);
	if (kind == ERR)
		leave(p, 1);
	if (kind != OK || (c != '[' && c != 'O'))
		return;
	for (int i = 0; i < 16 && get_wch(&c) == OK; i++)
		if (c >= 0x40 && c <= 0x7e)
			break;
}

static void key(struct pick *p, int kind, wint_t ch)
{
	struct pick_ui *u = &p->u;
	int page = u->focus_preview ? u->lay.prev_h - 1 : u->lay.list_h - 1;
	if (u->help && !(kind == KEY_CODE_YES && ch == KEY_RESIZE)) {
		u->help = false;
		return;
	}
	if (kind == KEY_CODE_YES) {
		switch (ch) {
		case KEY_UP:
			move_by(p, -1);
			break;
		case KEY_DOWN:
			move_by(p, 1);
			break;
		case KEY_PPAGE:
			move_by(p, -page);
			break;
		case KEY_NPAGE:
			move_by(p, page);
			break;
		case KEY_HOME:
			move_by(p, -(long)1e9);
			break;
		case KEY_END:
			move_by(p, (long)1e9);
			break;
		case KEY_BACKSPACE:
			query_erase(p, false);
			break;
		case KEY_ENTER:
			enter(p);
			break;
		case KEY_F(1):
			u->help = true;
			break;
		case KEY_RESIZE:
			break;
		}
		return;
	}
	if (ch == 27)
		escape(p);
	if (ch == 3)
		leave(p, 130);
	if (ch == '\r' || ch == '\n')
		enter(p);
	if (ch == 127 || ch == 8)
		query_erase(p, false);
	else if (ch == '?' && (u->focus_preview || pick_query_blank(query_of(p))))
		u->help = true;
	else if (!control_key(p, ch))
		query_add(p, ch);
}

/* Ends the loop when the terminal has gone: poll's hang-up, or input that
 * keeps being readable while no key comes (reads at its end). */
static void check_tty(struct pick *p, short revents, int keys, int *idle)
{
	if (revents & (POLLHUP | POLLERR | POLLNVAL))
		leave(p, 128 + SIGHUP);
	*idle = (revents & POLLIN) && !keys ? *idle + 1 : 0;
	if (*idle > 50)
		leave(p, 128 + SIGHUP);
}

static _Noreturn void run(struct pick *p)
{
	int idle = 0;
	/* The first screen says `searching…`, never an empty list's "No results". */
	search_now(p);
	pick_draw(&p->u);
	for (;;) {
		struct pollfd fds[2] = {{.fd = p->tty, .events = POLLIN},
					{.fd = p->wake_r, .events = POLLIN}};
		/* A search under way redraws its rows and counts as they come. */
		int n = poll(fds, 2, p->u.searching ? PICK_STREAM_MS : 250);
		if (got_signal)
			leave(p, 128 + got_signal);
		int keys = 0, kind;
		wint_t ch;
		while (keys < 256 && (kind = get_wch(&ch)) != ERR) {
			key(p, kind, ch);
			keys++;
		}
		check_tty(p, n > 0 ? fds[0].revents : 0, keys, &idle);
		/* Keys are drawn first: what the searches bring may take longer. */
		if (keys)
			pick_draw(&p->u);
		bool dirty = take_done(p) || p->u.searching;
		if (dirty || keys) {
			pick_draw(&p->u);
			preview_now(p); /* the selection or the preview's width may have changed */
		}
	}
}

static void catch_signals(void)
{
	struct sigaction sa = {.sa_handler = on_signal};
	sigemptyset(&sa.sa_mask);
	int sigs[] = {SIGINT, SIGTERM, SIGHUP, SIGQUIT};
	for (size_t i = 0; i < sizeof sigs / sizeof *sigs; i++)
		sigaction(sigs[i], &sa, NULL);
}

/* The terminal, opened and set up; -1 with the reason on stderr. */
static int open_screen(struct pick *p)
{
	const char *term = getenv("TERM");
	if (!term || !*term || strcmp(term, "dumb") == 0) {
		fprintf(stderr, "memgrep: pick needs a terminal that can draw a screen (TERM is %s)\n",
			term && *term ? "dumb" : "not set");
		return -1;
	}
	p->tty = open("/dev/tty", O_RDWR | O_CLOEXEC);
	if (p->tty < 0) {
		fprintf(stderr, "memgrep: pick needs a terminal: cannot open /dev/tty: %s\n",
			strerror(errno));
		return -1;
	}
	/* Wide characters need a UTF-8 LC_CTYPE (only that: numbers stay C's). */
	if (!setlocale(LC_CTYPE, "") || strcmp(nl_langinfo(CODESET), "UTF-8") != 0)
		setlocale(LC_CTYPE, "C.UTF-8");
	int fds[2];
	if (pipe2(fds, O_NONBLOCK | O_CLOEXEC) != 0) {
		fprintf(stderr, "memgrep: pick: cannot make a pipe: %s\n", strerror(errno));
		return -1;
	}
	p->wake_r = fds[0];
	wake_w = fds[1];
	catch_signals();
	/* Every descriptor of its own is close-on-exec: the resumed agent
	 * gets the terminal on 0, 1 and 2 alone. */
	FILE *in = fdopen(fcntl(p->tty, F_DUPFD_CLOEXEC, 3), "r");
	FILE *out = fdopen(fcntl(p->tty, F_DUPFD_CLOEXEC, 3), "w");
	if (!in || !out || !newterm(term, out, in)) {
		fprintf(stderr, "memgrep: pick cannot use the terminal (TERM=%s)\n", term);
		return -1;
	}
	/* Warnings on stderr would draw over the screen: they wait until it is gone. */
	p->err_fd = fcntl(STDERR_FILENO, F_DUPFD_CLOEXEC, 3);
	int null = open("/dev/null", O_WRONLY | O_CLOEXEC);
	if (isatty(STDERR_FILENO) && null >= 0)
		dup2(null, STDERR_FILENO);
	if (null >= 0)
		close(null);
	raw();
	noecho();
	keypad(stdscr, TRUE);
	nodelay(stdscr, TRUE);
	set_escdelay(25);
	const char *nc = getenv("NO_COLOR");
	p->u.color = has_colors() && !(nc && *nc);
	if (p->u.color) {
		start_color();
		use_default_colors();
		init_pair(1, COLOR_RED, -1);
		init_pair(2, COLOR_CYAN, -1);
	}
	return 0;
}

int pick_main(int argc, char **argv)
{
	static struct pick p;
	struct mg_error err = {{0}};
	bool exit_now = false;
	if (pick_args_parse(&p.args, argc, argv, &exit_now, &err) != MG_MATCH) {
		fprintf(stderr, "memgrep: %s\n", err.msg);
		pick_args_free(&p.args);
		return MG_ERROR;
	}
	if (exit_now) {
		pick_args_free(&p.args);
		return fflush(stdout) == 0 ? MG_MATCH : MG_ERROR;
	}
	p.err_fd = -1;
	if (open_screen(&p) != 0) {
		pick_args_free(&p.args);
		return MG_ERROR;
	}
	p.u.args = &p.args;
	p.u.filter.sort = -1;
	sbuf_adds(&p.u.query, p.args.query);
	pick_worker_start(&p.search, wake_w);
	pick_worker_start(&p.show, wake_w);
	run(&p);
}
