#!/bin/sh
# Regenerates the stand-in media files the local upstream serves (upstream/media/files/).
# Needs ffmpeg with libx264 and the native aac encoder (Debian: apt-get install ffmpeg).
# The files are committed, so CI and `npm start` never need ffmpeg.
#   sample.mp4: 8 s, 320x180, 24 fps H.264 Constrained Baseline + 440 Hz AAC mono tone (content).
#   ad.mp4:     2 s, 320x180, 24 fps H.264 Constrained Baseline + 880 Hz AAC mono tone (pre-roll).
# Chromium (Debian's /usr/bin/chromium) plays H.264/AAC in mp4; +faststart puts the index first
# so playback and seeking start before the whole file has arrived.
set -eu
cd "$(dirname "$0")/files"
encode() { # name pattern seconds frequency
  ffmpeg -hide_banner -loglevel error -y \
    -f lavfi -i "$2=size=320x180:rate=24:duration=$3" \
    -f lavfi -i "sine=frequency=$4:duration=$3:sample_rate=44100" \
    -c:v libx264 -profile:v baseline -level 3.0 -pix_fmt yuv420p -preset veryslow -crf 30 -g 48 \
    -c:a aac -b:a 48k -ac 1 -movflags +faststart -map_metadata -1 -fflags +bitexact -shortest "$1"
}
encode sample.mp4 testsrc2 8 440
encode ad.mp4 smptebars 2 880
