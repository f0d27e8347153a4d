#!/usr/bin/env bash
# Makes the two featured videos of the home page carousel (000 section 3: a logo reveal and a
# promo) and their posters, with ffmpeg alone, so the files are ours to ship. Not part of the build:
# the outputs are committed under public/videos/. Run from the repository root: bash scripts/make-videos.sh
set -euo pipefail
out=public/videos
font=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
light=/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf
mkdir -p "$out"
fade() { echo "if(lt(t,$1),0,if(lt(t,$1+0.6),(t-$1)/0.6,1))"; }

# 1. Logo reveal: a red bar sweeps in, the mark and the name fade up, a low chord underneath.
logo_filter="[0:v][1:v]overlay=x='min(0,-640+t*640)':y=250[bg];\
[bg]drawtext=fontfile=$font:text='A':fontsize=150:fontcolor=0xdc2626:x=(w-text_w)/2:y=40:alpha='$(fade 0.8)',\
drawtext=fontfile=$font:text='ARDENT MEDIA CO.':fontsize=34:fontcolor=white:x=(w-text_w)/2:y=205:alpha='$(fade 1.6)',\
drawtext=fontfile=$light:text='Dallas, Texas · Since 2019':fontsize=18:fontcolor=0xd4d4d4:x=(w-text_w)/2:y=300:alpha='$(fade 2.4)',\
fade=t=out:st=5.4:d=0.6[v]"
ffmpeg -y -loglevel error \
  -f lavfi -i "color=c=black:s=640x360:r=24:d=6" \
  -f lavfi -i "color=c=0xdc2626:s=640x6:r=24:d=6" \
  -f lavfi -i "sine=f=220:d=6,volume=0.15" -f lavfi -i "sine=f=330:d=6,volume=0.1" \
  -filter_complex "$logo_filter;[2:a][3:a]amix=inputs=2,afade=t=in:d=1,afade=t=out:st=5:d=1[a]" \
  -map "[v]" -map "[a]" -c:v libvpx-vp9 -b:v 180k -c:a libopus -b:a 24k "$out/logo-reveal.webm"
ffmpeg -y -loglevel error -i "$out/logo-reveal.webm" -c:v libx264 -profile:v baseline -pix_fmt yuv420p \
  -b:v 200k -c:a aac -b:a 32k -movflags +faststart "$out/logo-reveal.mp4"
ffmpeg -y -loglevel error -ss 3.5 -i "$out/logo-reveal.webm" -frames:v 1 -c:v libwebp -quality 70 "$out/logo-reveal.webp"

# 2. Promo: a slowly turning red-black gradient with the three services, one after another.
word() { echo "drawtext=fontfile=$font:text='$1':fontsize=64:fontcolor=white:x=(w-text_w)/2:y=(h-text_h)/2-20:enable='between(t,$2,$3)'"; }
promo_filter="$(word MEDIA 0 2.6),$(word MARKETING 2.6 5.3),$(word CONSULTING 5.3 8),\
drawtext=fontfile=$light:text='Stories that move people. Strategy that moves numbers.':fontsize=18:fontcolor=white:x=(w-text_w)/2:y=h-70,\
fade=t=in:d=0.5,fade=t=out:st=7.4:d=0.6"
ffmpeg -y -loglevel error \
  -f lavfi -i "gradients=s=640x360:r=24:d=8:c0=0x7f1d1d:c1=0x000000:c2=0xdc2626:n=3:speed=0.03:seed=7" \
  -f lavfi -i "sine=f=262:d=8,volume=0.12" -f lavfi -i "sine=f=392:d=8,volume=0.08" \
  -filter_complex "[0:v]$promo_filter[v];[1:a][2:a]amix=inputs=2,afade=t=in:d=1,afade=t=out:st=7:d=1[a]" \
  -map "[v]" -map "[a]" -c:v libvpx-vp9 -b:v 200k -c:a libopus -b:a 24k "$out/promo.webm"
ffmpeg -y -loglevel error -i "$out/promo.webm" -c:v libx264 -profile:v baseline -pix_fmt yuv420p \
  -b:v 220k -c:a aac -b:a 32k -movflags +faststart "$out/promo.mp4"
ffmpeg -y -loglevel error -ss 1.2 -i "$out/promo.webm" -frames:v 1 -c:v libwebp -quality 70 "$out/promo.webp"
ls -l "$out"
