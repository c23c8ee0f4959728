# Puts Node 24 LTS, the Node that Carport runs and is tested on, first on PATH. Sourced by .ci/run;
# a developer whose machine has another Node runs `source .ci/node24.sh` before `npm ci` and `npm test`.
# A machine without Node 24 gets its official binary from the npm registry's node-linux-<arch> package
# (the one the registry's `node` package installs), unpacked once into ~/.cache/carport.
CARPORT_NODE_VERSION=24.22.3
if ! node --version 2>/dev/null | grep -q '^v24\.'; then
  case "$(uname -m)" in
    x86_64) carport_node_arch=x64 ;;
    aarch64 | arm64) carport_node_arch=arm64 ;;
    *) echo "Node 24 for $(uname -m): install it by hand, then run .ci/run again" >&2 && return 1 ;;
  esac
  carport_node_dir="${XDG_CACHE_HOME:-$HOME/.cache}/carport/node-v$CARPORT_NODE_VERSION-linux-$carport_node_arch"
  if [ ! -x "$carport_node_dir/bin/node" ]; then
    echo "Getting Node $CARPORT_NODE_VERSION (node-linux-$carport_node_arch from the npm registry) into $carport_node_dir"
    carport_node_tmp="$(mktemp -d)"
    (cd "$carport_node_tmp" && npm pack --silent "node-linux-$carport_node_arch@$CARPORT_NODE_VERSION" >/dev/null && tar xzf ./*.tgz) || return 1
    mkdir -p "$(dirname "$carport_node_dir")" && rm -rf "$carport_node_dir"
    mv "$carport_node_tmp/package" "$carport_node_dir" && rm -rf "$carport_node_tmp"
  fi
  export PATH="$carport_node_dir/bin:$PATH"
fi
echo "Node $(node --version), npm $(npm --version)"
