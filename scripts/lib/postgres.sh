# A throw-away PostgreSQL cluster on 127.0.0.1 for one test run: LoomData's PostgreSQL tests
# and the two-process web test use it through LOOM_TEST_POSTGRES_URL. Sourced by scripts/test
# (which defines apt_install); installs Debian's postgresql when no server is on the machine.
# The server refuses to run as root, so under root it runs as the postgres user on a folder it owns.

start_test_postgres() {
    local bin
    bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
    if [ -z "$bin" ] || [ ! -x "$bin/initdb" ]; then
        apt_install postgresql
        bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
    fi
    test_postgres_dir=$(mktemp -d /tmp/loom-postgres.XXXXXX)
    local port
    port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
    test_postgres_as=()
    if [ "$(id -u)" = 0 ]; then
        chown postgres "$test_postgres_dir"
        test_postgres_as=(runuser -u postgres --)
    fi
    test_postgres_bin=$bin
    "${test_postgres_as[@]}" "$bin/initdb" -D "$test_postgres_dir/data" -A trust -U postgres -E UTF8 >"$test_postgres_dir/initdb.log"
    "${test_postgres_as[@]}" "$bin/pg_ctl" -D "$test_postgres_dir/data" -l "$test_postgres_dir/server.log" -w \
        -o "-p $port -k $test_postgres_dir -c listen_addresses=127.0.0.1 -c max_connections=300" start >/dev/null
    export LOOM_TEST_POSTGRES_URL="postgres://postgres@127.0.0.1:$port/postgres"
    # The PostgreSQL tests fail rather than skip when this is set and no server answers.
    export LOOM_REQUIRE_POSTGRES=1
    echo "PostgreSQL $("$bin/postgres" --version | awk '{ print $3 }') for this run at $LOOM_TEST_POSTGRES_URL"
}

stop_test_postgres() {
    [ -n "${test_postgres_dir:-}" ] || return 0
    "${test_postgres_as[@]}" "$test_postgres_bin/pg_ctl" -D "$test_postgres_dir/data" -m fast -w stop >/dev/null 2>&1 || true
    rm -rf "$test_postgres_dir"
}
