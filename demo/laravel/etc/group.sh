#!/usr/bin/env bash
# The Laravel host's process group, started by demo/laravel/start.ts as the leader of a group of its own:
# PHP-FPM and nginx in the foreground, and a watchdog reading this script's stdin, a pipe from start.ts.
# When any of the three ends (a master killed, start.ts gone: end of file on the pipe), the whole group is
# killed, the masters' workers with it, so nothing is left answering on the port and a restart can bind it.
# PHP-FPM's master makes a session (and group) of its own: that group, its pid's, is killed too.
# Usage: group.sh PHP_FPM FPM_CONF NGINX NGINX_CONF [extra php-fpm arguments…]
set -u
fpm_bin=$1 fpm_conf=$2 nginx_bin=$3 nginx_conf=$4
shift 4

exec 3<&0 </dev/null
# PHP-FPM logs into run/php-fpm.log (start.ts reads it), its first lines before it opens it on stderr.
"$fpm_bin" -F -y "$fpm_conf" "$@" 3<&- &
fpm=$!
"$nginx_bin" -c "$nginx_conf" -e stderr 3<&- &
nginx=$!
cat <&3 >/dev/null 3<&- &
exec 3<&-

# Asked to stop (start.ts's SIGTERM): both masters finish the requests they hold, then the group goes.
stopping() {
  trap - TERM INT
  kill -QUIT "$fpm" "$nginx" 2>/dev/null
  wait "$fpm" "$nginx"
  kill -KILL -- "-$fpm" 0 2>/dev/null # PHP-FPM's group may be gone already
}
trap stopping TERM INT

wait -n -p ended
status=$?
trap '' PIPE # start.ts gone, stderr may be a closed pipe: the message is lost, the kill below is not
case "${ended:-}" in
  "$fpm") echo "terreal-widgets Laravel: php-fpm ended (status $status), stopping the host" >&2 ;;
  "$nginx") echo "terreal-widgets Laravel: nginx ended (status $status), stopping the host" >&2 ;;
  *) echo "terreal-widgets Laravel: start.ts is gone, stopping the host" >&2 ;;
esac
sleep 0.2 # the last lines of the master that ended reach stderr
kill -KILL -- "-$fpm" 0 2>/dev/null
