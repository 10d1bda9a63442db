# bash completion for memgrep(1)                          -*- shell-script -*-
# Install as share/bash-completion/completions/memgrep (`make install`), or
# source it from ~/.bashrc. Self-contained: it does not need the
# bash-completion package.
# shellcheck disable=SC2207 # COMPREPLY=($(compgen ...)): the usual idiom

# Adds to COMPREPLY the names $2... that complete the comma-separated list
# $1 (`user,ass` -> `user,assistant`), leaving out names already listed.
_memgrep_list()
{
	local cur=$1 done_part="" name
	shift
	if [[ $cur == *,* ]]; then
		done_part=${cur%,*},
		cur=${cur##*,}
	fi
	for name in "$@"; do
		[[ ,$done_part == *,"$name",* ]] && continue
		[[ $name == "$cur"* ]] && COMPREPLY+=("$done_part$name")
	done
	# One candidate that is a complete name: let the user go on with a comma.
	if [[ ${#COMPREPLY[@]} -eq 1 ]]; then
		compopt -o nospace 2>/dev/null
	fi
}

_memgrep_files()
{
	local IFS=$'\n'
	compopt -o filenames 2>/dev/null
	COMPREPLY+=($(compgen -f -- "$1"))
}

# The value of option $1 (long or short), being typed as $2, for the
# command $3 (empty: a search). Returns 1 when $1 takes no value memgrep
# can suggest.
_memgrep_value()
{
	local opt=$1 cur=$2 cmd=${3-}
	case $opt in
	--format)
		if [[ $cmd == show ]]; then
			COMPREPLY=($(compgen -W 'text markdown json jsonl' -- "$cur"))
		elif [[ $cmd == index ]]; then
			COMPREPLY=($(compgen -W 'text json' -- "$cur"))
		else
			COMPREPLY=($(compgen -W 'text tsv json jsonl' -- "$cur"))
		fi
		;;
	--sort) COMPREPLY=($(compgen -W 'count bm25 recent oldest' -- "$cur")) ;;
	--scope) COMPREPLY=($(compgen -W 'message session' -- "$cur")) ;;
	--color | --colour) COMPREPLY=($(compgen -W 'auto always never' -- "$cur")) ;;
	--recall-cutoff) COMPREPLY=($(compgen -W 'turn before off phrases' -- "$cur")) ;;
	--fuzzy) COMPREPLY=($(compgen -W '1 2' -- "$cur")) ;;
	--type) _memgrep_list "$cur" user assistant summary tool thinking ;;
	--source) _memgrep_list "$cur" claude codex gemini memory cursor copilot pi cline roo qwen opencode kilo omp openclaw ;;
	--since | --until) COMPREPLY=($(compgen -W '1h 12h 1d 7d 2w 30d' -- "$cur")) ;;
	--older-than) COMPREPLY=($(compgen -W '30d 90d 6mo 1y' -- "$cur")) ;;
	--host) COMPREPLY=($(compgen -W '127.0.0.1 0.0.0.0 ::1 localhost' -- "$cur")) ;;
	--file | --files-from) _memgrep_files "$cur" ;;
	# Values with nothing to suggest: numbers, ids, names, substrings.
	--project | --exclude-session | --category | --min-length | --offset | \
		--messages | -m | -n | --after-context | -A | --before-context | -B | \
		--context | -C | --threads | -j | --timeout | --port | --cache-mb | --around | --query | --part-size) ;;
	*) return 1 ;;
	esac
	return 0
}

_memgrep()
{
	local cur prev cword words
	COMPREPLY=()
	words=("${COMP_WORDS[@]}")
	cword=$COMP_CWORD
	cur=${words[cword]}
	prev=${words[cword - 1]}

	# The command the first word names (serve, mcp, pick, show, sessions,
	# projects, index, merge), or none: a search.
	local cmd=""
	if [[ $cword -gt 1 ]]; then
		case ${words[1]} in
		serve | mcp | pick | show | sessions | projects | index | merge) cmd=${words[1]} ;;
		esac
	fi

	# COMP_WORDBREAKS splits `--format=js` into `--format`, `=`, `js`.
	if [[ $cur == = ]]; then
		prev=${words[cword - 1]}
		cur=""
	elif [[ $prev == = && $cword -ge 2 ]]; then
		prev=${words[cword - 2]}
	elif [[ $cur == --*=* ]]; then
		# The whole word, when `=` is not a word break.
		prev=${cur%%=*}
		cur=${cur#*=}
		local pre=$prev=
		_memgrep_value "$prev" "$cur" "$cmd" || return 0
		COMPREPLY=("${COMPREPLY[@]/#/$pre}")
		return 0
	fi

	local serve=0 i w
	[[ $cmd == serve || $cmd == mcp ]] && serve=1

	local opts_search='--case-sensitive --word --regex --fuzzy --source --codex --gemini --cursor --copilot --pi --cline --roo --qwen --opencode --kilo --omp --openclaw
		--memory --global --sessions --memory-sessions --category --files-from --file
		--since --until --project --here --type --tools --thinking
		--keep-noise --min-length --forks --exclude-session --include-live
		--recall-cutoff
		--scope --sort --messages --offset --all --flat --after-context
		--before-context --context --format --resume --full --no-redact --header
		--timeline --files-with-matches --null --count --color --colour --quiet
		--threads --follow --stats --stream --partial --timeout --strict
		--no-progress --no-index --explain --version --help --list-options
		--no-prefilter --part-size --extended-regexp --fixed-strings --ignore-case
		--json -s -w -e -E -F -i -n -m -A -B -C -l -0 -c -q -j -h -V'
	local opts_serve='--port --host --allow-host --allow-origin --token-file --cache-mb
		--threads --timeout --source --codex --gemini --memory --cursor --copilot --pi --cline --roo --qwen --opencode --kilo --omp --openclaw
		--no-redact --help -j'
	local opts_mcp='--threads --timeout --no-redact --source --codex --gemini --memory --cursor --copilot --pi --cline --roo --qwen --opencode --kilo --omp --openclaw
		--help -j'
	# What `memgrep COMMAND --list-options` lists for each command.
	local opts_show='--source --codex --gemini --cursor --copilot --pi --cline --roo --qwen
		--opencode --kilo --omp --openclaw --tools --thinking
		--keep-noise --after-context --before-context --context --format
		--around --query --no-pager --no-redact --color --colour --quiet --threads --follow
		--stats --timeout --strict --no-progress --no-index --version --help
		--list-options --no-prefilter --part-size --json -A -B -C -q -j -h -V'
	local opts_projects='--source --codex --gemini --cursor --copilot --pi --cline --roo --qwen --opencode --kilo --omp --openclaw --since --until
		--project --here --forks --exclude-session --sessions --offset
		--format --header --no-redact --color --colour --quiet --threads --follow
		--stats --timeout --strict --no-progress --no-index --version --help
		--list-options --no-prefilter --part-size --json -n -q -j -h -V'
	local opts_sessions="$opts_projects --resume --files-with-matches --null
		--count --all -l -0 -c"
	local opts_index='--stats --clear --keep --no-keep --forget --older-than
		--source --codex --gemini --cursor --copilot --pi --cline --roo --qwen --opencode --kilo --omp --openclaw --format
		--quiet --threads --follow --no-progress --version --help
		--list-options --json -q -j -h -V'
	local opts_merge='--sort --sessions --messages --offset --all --flat
		--format --resume --full --no-redact --header --timeline
		--files-with-matches --null --count --color --colour --quiet --stats --strict
		--no-progress --version --help --list-options --json -n -m -l -0 -c -q -h -V'

	# Before `--`, a word starting with `-` is an option.
	local dashdash=0
	for ((i = 1; i < cword; i++)); do
		[[ ${words[i]} == -- ]] && dashdash=1 && break
	done

	# The value of the option before the cursor.
	if [[ $prev == --print-format && $cmd == pick && $dashdash == 0 ]]; then
		COMPREPLY=($(compgen -W 'id json' -- "$cur"))
		return 0
	fi
	if [[ $prev == -* && $dashdash == 0 ]]; then
		if ((serve)); then
			case $prev in
			--port | --host | --threads | -j | --timeout | --source | --cache-mb)
				_memgrep_value "$prev" "$cur"
				return 0
				;;
			--allow-host) COMPREPLY=($(compgen -A hostname -- "$cur")) && return 0 ;;
			--allow-origin) return 0 ;;
			--token-file) COMPREPLY=($(compgen -f -- "$cur")) && return 0 ;;
			esac
		else
			_memgrep_value "$prev" "$cur" "$cmd" && return 0
		fi
	fi

	if [[ $cur == -* && $dashdash == 0 ]]; then
		case $cmd in
		serve) COMPREPLY=($(compgen -W "$opts_serve" -- "$cur")) ;;
		mcp) COMPREPLY=($(compgen -W "$opts_mcp" -- "$cur")) ;;
		pick) COMPREPLY=($(compgen -W "$opts_search --print --print-format" -- "$cur")) ;;
		show) COMPREPLY=($(compgen -W "$opts_show" -- "$cur")) ;;
		sessions) COMPREPLY=($(compgen -W "$opts_sessions" -- "$cur")) ;;
		projects) COMPREPLY=($(compgen -W "$opts_projects" -- "$cur")) ;;
		index) COMPREPLY=($(compgen -W "$opts_index" -- "$cur")) ;;
		merge) COMPREPLY=($(compgen -W "$opts_merge" -- "$cur")) ;;
		*) COMPREPLY=($(compgen -W "$opts_search" -- "$cur")) ;;
		esac
		return 0
	fi

	# serve, mcp, sessions, projects, index: PATH...; merge: PARTIAL...; show: a
	# session id, prefix or file (ids are not listed: `memgrep sessions`
	# shows them), then PATHs.
	if [[ -n $cmd && $cmd != pick ]]; then
		_memgrep_files "$cur"
		return 0
	fi

	# A search's (and pick's) positional words: the first is the QUERY, the
	# rest PATHs.
	local npos=0 skip=0 from=1
	[[ $cmd == pick ]] && from=2
	dashdash=0
	for ((i = from; i < cword; i++)); do
		w=${words[i]}
		if ((skip)); then
			skip=0
			[[ $w == = ]] && skip=1 # `--format` `=` `json`
			continue
		fi
		[[ $w == = ]] && continue
		if ((!dashdash)); then
			case $w in
			--)
				dashdash=1
				continue
				;;
			--fuzzy | --source | --category | --file | --files-from | --since | --until | --older-than | \
				--project | --type | --min-length | --exclude-session | \
				--recall-cutoff | --scope | --sort | --messages | --offset | \
				--after-context | --before-context | --context | --format | \
				--color | --colour | --threads | --timeout | --part-size | --print-format | -n | -m | -A | -B | -C | -j)
				skip=1
				continue
				;;
			--sessions)
				# --sessions N is -n N; a bare --sessions is a flag.
				[[ ${words[i + 1]} =~ ^[0-9]+$ && $((i + 1)) -lt $cword ]] && skip=1
				continue
				;;
			-*) continue ;;
			esac
		fi
		((npos++))
	done
	if ((npos == 0)); then
		# The query: nothing to complete, except the commands.
		if [[ $cword -eq 1 && -n $cur ]]; then
			COMPREPLY=($(compgen -W 'serve mcp pick show sessions projects index merge' -- "$cur"))
		fi
		return 0
	fi
	_memgrep_files "$cur" # PATH...
	return 0
}

complete -F _memgrep memgrep
