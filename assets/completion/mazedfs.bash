# mazedfs.bash - Tab completion of mazedfs's options, names and files in bash.
# SPDX-License-Identifier: MIT
#
# Everything comes from the program being completed, at completion time, so
# this never drifts from it: the options and their arguments from
# `mazedfs --help`, generators from `mazedfs --list`, solvers from
# `mazedfs --list-solvers` (none if that fails; --explain takes both), and an argument written as
# a|b (--print[=blocks|ascii], --paper a4|letter) offers a and b, and one
# written as a lower-case word (--ends far) offers it. Options
# whose argument is a file complete file names.

# The options as NAME:SHORT:OPTIONAL:ARG lines, from the help of $1: one per
# "  -g, --gen NAME   ..." or "      --print[=blocks|ascii]  ..." line.
_mazedfs_options()
{
    "$1" --help 2>/dev/null |
        sed -nE 's/^ +(-([A-Za-z]), +)?--([a-z0-9][a-z0-9-]*)(\[=([^] ]+)\]| ([^ ]+))?( .*)?$/\3:\2:\5:\6/p'
}

# The first word of each line of "$1 $2" (--list, --list-solvers).
_mazedfs_names()
{
    "$1" "$2" 2>/dev/null | awk 'NF { print $1 }'
}

# Sets COMPREPLY to the values of option $2 (long name) whose argument is
# named $3, for the word $4, with $1 the program.
_mazedfs_values()
{
    local prog=$1 name=$2 arg=$3 cur=$4
    case $name in
    gen | bias-lab) COMPREPLY=($(compgen -W "$(_mazedfs_names "$prog" --list)" -- "$cur")) ;;
    solver) COMPREPLY=($(compgen -W "$(_mazedfs_names "$prog" --list-solvers)" -- "$cur")) ;;
    race)
        # A comma list: the names after the last comma, the rest kept.
        local done=${cur%"${cur##*,}"}
        COMPREPLY=($(compgen -P "$done" -W "$(_mazedfs_names "$prog" --list-solvers) $(_mazedfs_names "$prog" --list)" -- "${cur##*,}"))
        compopt -o nospace 2>/dev/null
        ;;
    explain)
        COMPREPLY=($(compgen -W "$(_mazedfs_names "$prog" --list) $(_mazedfs_names "$prog" --list-solvers)" -- "$cur"))
        ;;
    *)
        if [[ $arg == *'|'* || $arg =~ ^[a-z]+$ ]]; then # a|b, or one word (--ends far)
            COMPREPLY=($(compgen -W "${arg//|/ }" -- "$cur"))
        elif [[ $arg == FILE* ]]; then
            local ext=${arg#FILE}
            compopt -o filenames 2>/dev/null
            if [[ -n $ext ]]; then
                COMPREPLY=($(compgen -d -- "$cur") $(compgen -f -X "!*$ext" -- "$cur"))
            else
                COMPREPLY=($(compgen -f -- "$cur"))
            fi
        fi
        ;;
    esac
}

_mazedfs()
{
    local prog=${COMP_WORDS[0]} cur=${COMP_WORDS[COMP_CWORD]} i=$COMP_CWORD
    local opt="" eq=0 prev="" name short optional arg lead=""
    COMPREPLY=()
    ((i > 0)) && prev=${COMP_WORDS[i - 1]}
    # bash splits "--print=as" at '=' into "--print" "=" "as".
    if [[ $cur == = ]]; then
        opt=$prev cur="" eq=1
    elif [[ $prev == = ]] && ((i > 1)); then
        opt=${COMP_WORDS[i - 2]} eq=1
    elif [[ $cur == --*=* ]]; then # '=' is not a word break here
        opt=${cur%%=*} lead=${cur%%=*}= cur=${cur#*=} eq=1
    else
        opt=$prev
    fi
    local table
    table=$(_mazedfs_options "$prog")
    while IFS=: read -r name short optional arg; do
        [[ $opt == "--$name" || (-n $short && $opt == "-$short") ]] || continue
        if ((eq)) && [[ -n $optional$arg ]]; then
            _mazedfs_values "$prog" "$name" "$optional$arg" "$cur"
            [[ -n $lead ]] && COMPREPLY=("${COMPREPLY[@]/#/$lead}")
            return 0
        elif ((!eq)) && [[ -n $arg ]]; then
            _mazedfs_values "$prog" "$name" "$arg" "$cur"
            return 0
        fi
    done <<<"$table"
    if [[ $cur == -* ]]; then
        local all=""
        while IFS=: read -r name short optional arg; do
            all+=" --$name"
            [[ -n $short ]] && all+=" -$short"
        done <<<"$table"
        COMPREPLY=($(compgen -W "$all" -- "$cur"))
    elif [[ $cur != [0-9]* ]]; then
        # The generator may come first among the words that are not options.
        COMPREPLY=($(compgen -W "$(_mazedfs_names "$prog" --list)" -- "$cur"))
    fi
    return 0
}
complete -F _mazedfs mazedfs
